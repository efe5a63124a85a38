import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { seededRandom } from '../random';
import type { AiMove } from './game-module';
import { referenceGuidance } from './reference-guidance';

const ctx = {} as Ctx;
const playA: AiMove = { move: 'play', args: ['a'] };
const playB: AiMove = { move: 'play', args: ['b'] };
const pass: AiMove = { move: 'pass' };
const moves = [playA, playB, pass];
/** A scripted player that builds its answer afresh, as references do ("pass" from the stage). */
const alwaysPass = () => ({ move: 'pass' });

describe('referenceGuidance', () => {
  it('plays the reference move in rollouts, as the listed object, when it does not stray', () => {
    const { rollout } = referenceGuidance(alwaysPass, { stray: 0 });
    const random = seededRandom(1);
    for (let i = 0; i < 50; i++) expect(rollout({}, ctx, '0', moves, random)).toBe(pass);
  });

  it('strays to a uniform move about `stray` of the time', () => {
    const { rollout } = referenceGuidance(alwaysPass, { stray: 0.3 });
    const random = seededRandom(7);
    const counts = new Map<AiMove, number>();
    for (let i = 0; i < 6000; i++) {
      const move = rollout({}, ctx, '0', moves, random);
      counts.set(move, (counts.get(move) ?? 0) + 1);
    }
    // Each other move: 0.3 / 3 = 10% of playout moves; pass 70% + 10%.
    expect(counts.get(playA)! / 6000).toBeCloseTo(0.1, 1);
    expect(counts.get(playB)! / 6000).toBeCloseTo(0.1, 1);
    expect(counts.get(pass)! / 6000).toBeCloseTo(0.8, 1);
  });

  it('weighs the reference move `weight` to 1 in the prior', () => {
    const { policy } = referenceGuidance(() => ({ ...playB }), { weight: 5 });
    expect(policy({}, ctx, '0', moves)).toEqual([1, 5, 1]);
    expect(referenceGuidance(alwaysPass).policy({}, ctx, '0', moves)).toEqual([1, 1, 4]);
  });

  it('answers a move the list does not hold as the reference built it', () => {
    const unlisted = { move: 'resign' };
    const { rollout } = referenceGuidance(() => unlisted, { stray: 0 });
    expect(rollout({}, ctx, '0', moves, seededRandom(1))).toBe(unlisted);
  });

  it('refuses a stray outside [0, 1] and a weight below 1', () => {
    expect(() => referenceGuidance(alwaysPass, { stray: 1.5 })).toThrow('stray must be in [0, 1]');
    expect(() => referenceGuidance(alwaysPass, { stray: Number.NaN })).toThrow('stray');
    expect(() => referenceGuidance(alwaysPass, { weight: 0.5 })).toThrow(
      'weight must be at least 1',
    );
  });
});
