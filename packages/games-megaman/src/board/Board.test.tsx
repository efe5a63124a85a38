import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import Board from './Board';
import { enumerate } from '../ai';
import { playerView } from '../view';
import { P1, P2, at, setGauge, setHand, setResources } from '../testing/scenario';
import type { MegaManState } from '../state';

function render(match: ReturnType<typeof at>, seat: string | null) {
  const G = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const props = { G, ctx: match.ctx, playerID: seat, moves: {}, isActive: true } as never;
  return renderToStaticMarkup(<Board {...(props as Parameters<typeof Board>[0])} />);
}

const position = () =>
  at((G) => {
    setGauge(G, P1, 'cannon', 'tornado', 'rival');
    setResources(G, P1, 'big-trouble');
    setHand(G, P1, 'cannon', 'guts-punch', 'aura-wall');
    setHand(G, P2, 'heat-shot', 'fire-ring');
  });

describe('the playmat', () => {
  it('offers exactly the moves ai.enumerate offers, each a data-move button, Pass included', () => {
    const match = position();
    const html = render(match, P1);
    const shown = [
      ...html.matchAll(/<button[^>]*class="mm-action[^"]*"[^>]*data-move="(\w+)"/g),
    ].map((m) => m[1]);
    const view = playerView({ G: match.G, playerID: P1 }) as unknown as MegaManState;
    const offered = enumerate(view, match.ctx, P1).map((m) => ('move' in m ? m.move : ''));
    expect(shown).toEqual(offered);
    expect(shown).toContain('pass');
    expect(html).toContain('>Blast<');
  });

  it('shows live strength and defense, the 5 gauge slots, 4 resource places, deck and discard', () => {
    const match = position();
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    const html = render(match, P2);
    expect(html).toContain('STR 5');
    expect(html).toContain('DEF 2');
    expect(html).toContain('Power gauge: 3 of 5, face down');
    expect((html.match(/class="mm-slot"/g) ?? []).length).toBe(10);
    expect(html).toContain('Resources: 1 of 4 places');
    expect(html).toContain('would cost Player 2 <b>3</b> energy');
    expect(html).toContain('Opportunity: <b>you</b>');
    expect(html).toContain('last: Player 1 plays the BattleChip Cannon.');
  });

  it('shows each requirement of a hand card as met or not, and why a card cannot be played', () => {
    const html = render(position(), P1);
    expect(html).toContain('✓ 1 red resource');
    expect(html).toContain('✓ 2 GutsMan emblems'); // the NetNavi's and Big Trouble's
    expect(html).toContain('✗ 2 blue resources');
    expect(html).toContain('Aura Wall needs 2 blue resources in play.');
  });

  it("hides the opponent's hand; a spectator sees no hand and no buttons", () => {
    const match = position();
    const html = render(match, null);
    expect(html).not.toContain('Your hand');
    expect(html).not.toContain('data-move');
    expect(render(match, P2)).not.toContain('Guts Punch');
  });
});
