import { describe, expect, it } from 'vitest';
import { seededRandom } from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import { determinize, evaluate, policy, rollout } from './ai';
import { forcedMove } from './forced';
import { enumerate } from './legal-moves';
import module from './index';
import type { State } from './state';
import type { Face } from './dice';
import { bidOf, table } from './testing/scenario';
import { playerView } from './view';

describe('the AI: sampling, evaluation', () => {
  it('determinize keeps the seat’s own dice and re-rolls the hidden cups at their sizes', () => {
    const match = table({ '0': [1, 2, 6], '1': [3, 3], '2': [5] }, { bid: bidOf(2, 3, '1') });
    const view = playerView({ G: match.G, ctx: match.ctx, playerID: '0' });
    const world = determinize(view, match.ctx, '0', seededRandom(1));
    expect(world.cups['0']).toEqual([1, 2, 6]);
    expect(world.cups['1']).toHaveLength(2);
    expect(world.cups['2']).toHaveLength(1);
    expect({ ...world, cups: null }).toEqual({ ...match.G, cups: null });
  });

  it('determinize uses nothing hidden: the same view gives the same world whatever the others hold', () => {
    const a = table({ '0': [1, 2, 6], '1': [3, 3], '2': [5] });
    const b = table({ '0': [1, 2, 6], '1': [4, 6], '2': [1] });
    const worldOf = (m: typeof a) =>
      determinize(playerView({ G: m.G, ctx: m.ctx, playerID: '0' }), m.ctx, '0', seededRandom(9));
    expect(worldOf(a)).toEqual(worldOf(b));
  });

  it('evaluate: a win is 1, a loss 0, else the seat’s share of the dice', () => {
    const match = table({ '0': [1, 2, 6], '1': [3], '2': [] });
    expect(evaluate(match.G, match.ctx, '0')).toBe(0.75);
    expect(evaluate(match.G, { ...match.ctx, gameover: { winner: '1' } }, '1')).toBe(1);
    expect(evaluate(match.G, { ...match.ctx, gameover: { winner: '1' } }, '0')).toBe(0);
  });

  it('rollouts call Dudo on a bid far above what the seat can expect, and raise a likely one', () => {
    const high = table({ '0': [2, 3, 4], '1': [5, 5, 6] }, { bid: bidOf(5, 6, '1') });
    const pick = (m: typeof high) =>
      rollout(m.G, m.ctx, '0', enumerate(m.G, m.ctx, '0'), seededRandom(2));
    expect(pick(high)).toEqual({ move: 'dudo' });
    const low = table({ '0': [6, 6, 1], '1': [5, 5, 2] }, { bid: bidOf(1, 6, '1') });
    expect(pick(low)).toEqual({ move: 'bid', args: [2, 6] });
  });

  it('the policy weighs Dudo heaviest on a bid far above what the seat can expect, and a likely raise on a low one', () => {
    const heaviest = (match: ReturnType<typeof table>) => {
      const view = playerView({ G: match.G, ctx: match.ctx, playerID: '0' }) as State;
      const moves = enumerate(view, match.ctx, '0');
      const weights = policy(view, match.ctx, '0', moves);
      expect(weights.every((weight) => weight >= 0)).toBe(true);
      return moves[weights.indexOf(Math.max(...weights))];
    };
    const cups = { '0': [5, 5, 5, 1, 2], '1': [2, 3, 4, 6, 6] } as Record<string, Face[]>;
    // Nine fives: seat 0 expects 4 + 5 × 2/6 ≈ 5.7.
    expect(heaviest(table(cups, { bid: bidOf(9, 5, '1') }))).toEqual({ move: 'dudo' });
    // Two threes: the raise to two fives is the likeliest choice.
    expect(heaviest(table(cups, { bid: bidOf(2, 3, '1') }))).toEqual({ move: 'bid', args: [2, 5] });
  });

  it('Dudo is played for the player only when no bid can top the current one', () => {
    const allAces = table({ '0': [2, 3], '1': [4] }, { bid: bidOf(3, 1, '1') });
    expect(forcedMove(allAces, '0')).toEqual({
      choice: { move: 'dudo' },
      because: 'no bid can top the current one, so you call Dudo',
    });
    expect(forcedMove(table({ '0': [2, 3], '1': [4] }, { bid: bidOf(3, 6, '1') }), '0')).toBe(
      undefined, // 2 aces still tops 3 sixes
    );
    const withCalza = table({ '0': [2, 3], '1': [4] }, { bid: bidOf(3, 1, '1'), calza: true });
    expect(forcedMove(withCalza, '0')).toBeUndefined();
  });

  it('the fair bot, from its view alone, calls Dudo on a bid it can see is near impossible', () => {
    // 9 sixes of 10 dice, with five 2s in hand: the other cup would need four sixes and more.
    const match = table({ '0': [2, 2, 2, 2, 2], '1': [6, 6, 6, 6, 6] }, { bid: bidOf(9, 6, '1') });
    const view = playerView({ G: match.G, ctx: match.ctx, playerID: '0' });
    for (const seed of ['a', 'b', 'c']) {
      const choice = decideMove({
        module,
        G: view,
        ctx: match.ctx,
        seat: '0',
        difficulty: 'normal',
        seed,
        budget: { iterations: 200, timeMs: Number.POSITIVE_INFINITY },
      });
      expect(choice, seed).toEqual({ move: 'dudo' });
    }
  });
});
