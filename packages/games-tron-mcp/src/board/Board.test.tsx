import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import Board from './Board';
import { playerView } from '../view';
import {
  inHandCard,
  ok,
  putControls,
  putInPlay,
  scenario,
  setHand,
  MCP,
  TRON,
} from '../testing/scenario';

function render(match: ReturnType<typeof scenario>, seat: string | null) {
  const G = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const props = { G, ctx: match.ctx, playerID: seat, moves: {}, isActive: true } as never;
  return renderToStaticMarkup(<Board {...(props as Parameters<typeof Board>[0])} />);
}

describe('board', () => {
  const window = () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      putInPlay(G, 'clu', 'rogue');
      putControls(G, 3);
      setHand(G, TRON, 'aim', 'timing', 'escape-game-grid');
      setHand(G, MCP, 'space-paranoids', 'sark');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'space-paranoids'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'timing')]);
    ok(m, MCP, 'pass', 'respond');
    return m;
  };

  it('shows programs by status, the Control track, the counter window with its running total', () => {
    const html = render(window(), TRON);
    expect(html).toContain('Game Grid');
    expect(html).toContain('Mesa');
    expect(html).toContain('Control cards: 3 of 10');
    expect(html).toContain('Space Paranoids');
    expect(html).toContain('<strong>Tron 1</strong> vs <strong>power 4</strong>');
    expect(html).toContain('needs 3 more');
  });

  it('a counter window offers the Skill cards to select and Pass, not one button per combination', () => {
    const html = render(window(), TRON);
    const movesShown = [...html.matchAll(/data-move="(\w+)"/g)].map((m) => m[1]);
    // Commit appears once cards are selected (the browser test selects them).
    expect(movesShown).toEqual(['pass']);
    expect(html).toContain('Select Skill cards in your hand to commit them.');
    expect(html).not.toMatch(/<button[^>]*data-choice="tron:aim#\d"[^>]*aria-disabled/);
  });

  it('a card that cannot be played says why and stays focusable', () => {
    const html = render(window(), TRON);
    const escape =
      /<button[^>]*title="Escape Game Grid is not a Skill card."[^>]*>/.exec(html)?.[0] ?? '';
    expect(escape).toContain('aria-disabled="true"');
    expect(escape).not.toContain('data-choice');
    expect(escape).not.toMatch(/\sdisabled=""/);
  });

  it('the waiting seat sees no decision buttons and not the other hand', () => {
    const m = window();
    const html = render(m, MCP);
    expect(html).not.toContain('data-move');
    expect(html).not.toContain('tron:aim');
    const spectator = render(m, null);
    expect(spectator).not.toContain('data-move');
    expect(spectator).not.toContain('mcp:sark');
  });

  it('every copy of an offered card is selectable (copies are the same decision)', () => {
    const m = scenario('dataInput', { seat: MCP, stage: 'discardDown' }, (G) => {
      setHand(
        G,
        MCP,
        'guards',
        'guards',
        'sark',
        'sark',
        'cesta',
        'discs',
        'recognizers',
        'recognizers',
        'null-unit',
      );
    });
    const html = render(m, MCP);
    expect(html).not.toMatch(/<button[^>]*data-choice="mcp:guards#\d"[^>]*aria-disabled/);
    // One button per design, not per copy.
    expect([...html.matchAll(/data-move="discardExcess"/g)]).toHaveLength(6);
  });
});
