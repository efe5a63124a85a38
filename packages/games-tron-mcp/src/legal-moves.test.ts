import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { enumerate, skillCommitments } from './legal-moves';
import { defOf } from './rules';
import { game } from './game';
import { playerView } from './view';
import { inHandCard, ok, putInPlay, scenario, setHand, MCP, TRON } from './testing/scenario';
import type { TronMcpState } from './state';

describe('the legal moves (game.ai.enumerate)', () => {
  it('Skill commitments: for each reachable total, the fewest cards reaching it (not the power set)', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      setHand(G, TRON, 'timing', 'balance', 'aim', 'aim');
      setHand(G, MCP, 'warrior-elite');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'warrior-elite'));
    const sets = skillCommitments(m.G, m.G.seats[TRON].hand).map((set) => set.map(defOf));
    // Totals 1..9 reachable: 1, 2, 3, 1+3, 2+3, 3+3, 1+3+3, 2+3+3, 1+2+3+3.
    expect(sets.map((s) => s.length)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 4]);
    expect(sets[2]).toEqual(['aim']);
    expect(sets[5]).toEqual(['aim', 'aim']);
    const offered = enumerate(m.G, m.ctx, TRON);
    expect(offered).toHaveLength(9 + 1);
    expect(offered.at(-1)).toEqual({ move: 'pass', args: ['counter'] });
  });

  it('at equal power the phase-bound Skill card is offered (Divert Beam before Aim in File Transfer)', () => {
    const m = scenario('fileTransfer', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'flynn', 'mesa');
      setHand(G, TRON, 'aim', 'divert-beam');
      setHand(G, MCP, 'sark');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'sark'));
    const sets = skillCommitments(m.G, m.G.seats[TRON].hand).map((set) => set.map(defOf));
    expect(sets).toEqual([['divert-beam'], ['divert-beam', 'aim']]);
  });

  it('offers the choice of program to derez and Yori’s Rogue entry', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'chooseDerez' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      putInPlay(G, 'clu', 'gameGrid');
      G.attack = {
        card: 'mcp:cesta#1',
        target: 'gameGrid',
        power: 1,
        disoriented: false,
        committed: [],
        total: 0,
        passes: 2,
        derezTarget: null,
      };
    });
    expect(enumerate(m.G, m.ctx, MCP).map((c) => defOf((c as any).args[0]))).toEqual([
      'ram',
      'clu',
    ]);
    expect(enumerate(m.G, m.ctx, TRON)).toEqual([]);
  });

  it('gives the same decisions on the seat’s own view as on the full state', () => {
    const match = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed: 'views' });
    const random = seededRandom(9);
    for (let step = 0; step < 300 && !match.isOver; step++) {
      const seat = match.activePlayers()[0];
      const full = enumerate(match.G, match.ctx, seat);
      const fromView = enumerate(
        playerView({ G: match.G, ctx: match.ctx, playerID: seat }),
        match.ctx,
        seat,
      );
      expect(fromView).toEqual(full);
      match.play(seat, full[random.Die(full.length) - 1]);
    }
  });
});
