import { describe, expect, it } from 'vitest';
import { seededRandom, type AiMove } from '@gridplay/core';
import { inferringSampler, worldSampler, type Observation } from '@gridplay/bots';
import module from './index';
import { recall } from './ai';
import type { State } from './state';
import { table } from './testing/scenario';
import { playerView } from './view';

const bid = (quantity: number, face: number): AiMove => ({ move: 'bid', args: [quantity, face] });

/** Seat 1 opens "3 fours", seat 0 raises to "3 fives", seat 1 goes on to "5 fours". */
function fourBidding() {
  const match = table({ '0': [2, 2, 3, 5, 6], '1': [1, 4, 4, 4, 6] }, { toAct: '1' });
  const observations: Observation[] = [];
  const play = (seat: string, choice: AiMove) => {
    if (seat === '1')
      observations.push({
        view: playerView({ G: match.G, ctx: match.ctx, playerID: '0' }),
        ctx: match.ctx,
        actor: seat,
        choice,
      });
    expect(match.play(seat, choice)).toEqual({ ok: true });
  };
  play('1', bid(3, 4));
  play('0', bid(3, 5));
  play('1', bid(5, 4));
  return { match, observations, view: playerView({ G: match.G, ctx: match.ctx, playerID: '0' }) };
}

/** Mean number of dice counting as 4s (4s and wild aces) in seat 1's cup over `draws` worlds. */
function meanFours(sample: (random: ReturnType<typeof seededRandom>) => unknown, draws = 3000) {
  const random = seededRandom(7);
  let total = 0;
  for (let i = 0; i < draws; i++) {
    const world = sample(random) as State;
    total += world.cups['1'].filter((die) => die === 4 || die === 1).length;
  }
  return total / draws;
}

describe('inference from the bids heard (core inferringSampler with this game)', () => {
  const options = { poolSize: 1000, timeMs: Infinity };

  it('after the other player bids many 4s, its sampled cup holds more 4s than uninformed sampling', () => {
    const { match, observations, view } = fourBidding();
    const uniform = worldSampler(module, view, match.ctx, '0');
    const informed = inferringSampler(module, uniform, observations, options);
    const before = meanFours(uniform);
    const after = meanFours(informed);
    // Uninformed: 5 dice, each a 4 or an ace with chance 1/3.
    expect(before).toBeGreaterThan(1.55);
    expect(before).toBeLessThan(1.8);
    expect(after).toBeGreaterThan(before + 0.5);
  });

  it('keeps everything the seat sees: its own cup, and every cup size', () => {
    const { match, observations, view } = fourBidding();
    const informed = inferringSampler(
      module,
      worldSampler(module, view, match.ctx, '0'),
      observations,
      options,
    );
    const random = seededRandom(3);
    for (let i = 0; i < 50; i++) {
      const world = informed(random) as State;
      expect(world.cups['0']).toEqual([2, 2, 3, 5, 6]);
      expect(world.cups['1']).toHaveLength(5);
      expect(world.bid).toEqual(match.G.bid);
    }
  });

  it('forgets the bids of an earlier round: those cups were rolled again', () => {
    const { match, observations, view } = fourBidding();
    const nextRound = { ...view, round: view.round + 1 };
    expect(recall(match.G, observations[0].view as never, match.ctx, '1')).toBeDefined();
    expect(
      recall({ ...match.G, round: nextRound.round }, observations[0].view as never, match.ctx, '1'),
    ).toBeUndefined();
    const uniform = worldSampler(module, nextRound, match.ctx, '0');
    const informed = inferringSampler(module, uniform, observations, options);
    expect(Math.abs(meanFours(informed) - meanFours(uniform))).toBeLessThan(0.15);
  });
});
