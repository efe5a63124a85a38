import { describe, expect, it } from 'vitest';
import { seededRandom } from '@gridplay/core';
import { inHandCard, ok, scenario, setHand, MCP, TRON } from './testing/scenario';
import { perturbSecrets, playerView } from './view';
import type { TronMcpState } from './state';

function probed() {
  const m = scenario('subRoutine', { seat: MCP, stage: 'subRoutine' }, (G) => {
    setHand(G, TRON, 'aim', 'ram');
    setHand(G, MCP, 'logic-probe', 'sark');
  });
  ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'logic-probe'));
  return m;
}
const view = (G: TronMcpState, ctx: any, playerID: string | null) =>
  playerView({ G, ctx, playerID });

describe('playerView', () => {
  it('hides the other hand and both decks, keeping their sizes; discards and play are public', () => {
    const m = probed();
    const v = view(m.G, m.ctx, TRON);
    expect(v.seats[MCP].hand).toEqual({ hidden: true, size: 1 });
    expect(v.seats[MCP].deck).toEqual({ hidden: true, size: m.G.seats[MCP].deck.length });
    expect(v.seats[TRON].deck).toEqual({ hidden: true, size: m.G.seats[TRON].deck.length });
    expect(v.seats[TRON].hand).toEqual(m.G.seats[TRON].hand);
    expect(v.seats[MCP].discard).toEqual(m.G.seats[MCP].discard);
    expect(JSON.stringify(v)).not.toContain(m.G.seats[MCP].hand[0]);
  });

  it('the owner sees what is in their own deck, sorted, never its order', () => {
    const m = probed();
    const v = view(m.G, m.ctx, TRON);
    expect(v.seats[TRON].deckContents).toEqual([...m.G.seats[TRON].deck].sort());
    expect(v.seats[MCP].deckContents).toBeUndefined();
  });

  it('a revealed hand is visible only to the player who looked; spectators see no secrets', () => {
    const m = probed();
    expect(view(m.G, m.ctx, MCP).reveals).toHaveLength(1);
    expect(view(m.G, m.ctx, MCP).reveals[0].cards).toEqual(m.G.seats[TRON].hand);
    expect(view(m.G, m.ctx, TRON).reveals).toEqual([]);
    const spectator = view(m.G, m.ctx, null);
    expect(spectator.reveals).toEqual([]);
    expect(spectator.seats[TRON].hand).toEqual({ hidden: true, size: 2 });
    expect(spectator.seats[MCP].hand).toEqual({ hidden: true, size: 1 });
  });

  it('perturbSecrets re-deals only the owner’s hidden cards, sizes kept', () => {
    const m = probed();
    const changed = perturbSecrets(m.G, m.ctx, TRON, seededRandom(5));
    expect(changed.seats[TRON].hand).toHaveLength(2);
    expect([...changed.seats[TRON].hand, ...changed.seats[TRON].deck].sort()).toEqual(
      [...m.G.seats[TRON].hand, ...m.G.seats[TRON].deck].sort(),
    );
    expect(changed.seats[MCP]).toEqual(m.G.seats[MCP]);
    expect(view(changed, m.ctx, MCP)).toEqual(view(m.G, m.ctx, MCP));
  });
});
