import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import type { MatrixState } from '../state';
import { cardCount, designs, HUMANS, MACHINES, ok, scenario, setHand } from '../testing/scenario';

describe('setup (the seed)', () => {
  const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'setup' });

  it('Morpheus and Trinity, Agent Smith and Agent Jones start in play; each side holds 8 cards', () => {
    expect(designs(match.G.humans.map((h) => h.card))).toEqual(['morpheus', 'trinity']);
    expect(match.G.humans.every((h) => !h.plugged)).toBe(true);
    expect(designs(match.G.machines)).toEqual(['smith', 'jones']);
    expect(match.G.seats[HUMANS].hand).toHaveLength(8);
    expect(match.G.seats[MACHINES].hand).toHaveLength(8);
    expect(cardCount(match.G, HUMANS)).toBe(40);
    expect(cardCount(match.G, MACHINES)).toBe(42);
  });

  it('the first turn opens with the Time phase: 1 Time counter, then the Humans draw in Zion', () => {
    expect(match.G.turn).toBe(1);
    expect(match.G.timeCounters).toBe(1);
    expect(match.ctx.phase).toBe('zion');
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'draw' });
    expect(match.G.hull).toBe(5);
    expect(match.G.missionPoints).toBe(0);
  });
});

describe('Time phase', () => {
  /** A match at the end of the Reality phase: the next pass begins a new turn. */
  const endOfTurn = (edit: (G: MatrixState) => void) =>
    scenario('reality', { seat: HUMANS, stage: 'contest' }, (G) => {
      G.contest = { kind: 'detection', dice: { '0': 10, '1': 1 }, played: [], passes: 1 };
      edit(G);
    });

  it('a new turn: the Machines take a Time counter and neutralized characters recover', () => {
    const match = endOfTurn((G) => {
      G.timeCounters = 7;
      G.neutralized = [G.machines[0]];
    });
    ok(match, HUMANS, 'pass', 'contest');
    expect(match.G.turn).toBe(2);
    expect(match.G.timeCounters).toBe(8);
    expect(match.G.neutralized).toEqual([]);
    expect(match.ctx.phase).toBe('zion');
  });

  it('the 20th Time counter wins for the Machines (the robot army reaches Zion)', () => {
    const match = endOfTurn((G) => {
      G.timeCounters = 19;
    });
    ok(match, HUMANS, 'pass', 'contest');
    expect(match.ctx.gameover).toEqual({ winner: MACHINES, reason: 'zion' });
  });

  it('hand limit 10: each side over it discards down, choosing which, the Humans first', () => {
    const match = endOfTurn((G) => {
      setHand(
        G,
        HUMANS,
        'zion-soldier',
        'zion-soldier',
        'neo',
        'apoc',
        'switch',
        'mouse',
        'niobe',
        'ghost',
        'kid',
        'tank',
        'dozer',
      );
      setHand(
        G,
        MACHINES,
        'sentinel',
        'sentinel',
        'sentinel',
        'sentinel',
        'hunter-sentinel',
        'hunter-sentinel',
        'brown',
        'johnson',
        'thompson',
        'jackson',
        'swarm',
        'firewall',
      );
    });
    ok(match, HUMANS, 'pass', 'contest');
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'discardDown' });
    const machineCard = match.G.seats[MACHINES].hand[0];
    expect(match.move(HUMANS, 'discardDown', machineCard)).toEqual({
      ok: false,
      reason: 'That card is not in your hand.',
    });
    ok(match, HUMANS, 'discardDown', match.G.seats[HUMANS].hand[0]);
    expect(match.G.seats[HUMANS].hand).toHaveLength(10);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'discardDown' });
    ok(match, MACHINES, 'discardDown', match.G.seats[MACHINES].hand[0]);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'discardDown' });
    ok(match, MACHINES, 'discardDown', match.G.seats[MACHINES].hand[0]);
    expect(match.G.seats[MACHINES].hand).toHaveLength(10);
    expect(match.G.seats[MACHINES].discard).toHaveLength(2);
    expect(match.ctx.phase).toBe('zion');
  });
});
