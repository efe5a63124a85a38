import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import {
  COMPASS,
  DIRECTION_DIE,
  compassVector,
  customDie,
  rollCustom,
  rollD10,
  rollD6,
  rollDice,
} from './dice';

describe('dice', () => {
  it('d6 and d10 stay in range and reach every face', () => {
    const random = seededRandom(9);
    const d6 = new Set(Array.from({ length: 600 }, () => rollD6(random)));
    const d10 = new Set(Array.from({ length: 1000 }, () => rollD10(random)));
    expect([...d6].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...d10].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rollDice(random, 6, 4)).toHaveLength(4);
  });

  it('the direction die rolls all 8 compass directions', () => {
    const random = seededRandom(10);
    const seen = new Set(Array.from({ length: 400 }, () => rollCustom(random, DIRECTION_DIE)));
    expect(seen).toEqual(new Set(COMPASS));
    expect(() => customDie([])).toThrow();
  });

  it('compass vectors point the right way', () => {
    expect(compassVector('N')).toEqual({ x: 0, y: 1 });
    expect(compassVector('E')).toEqual({ x: 1, y: 0 });
    const ne = compassVector('NE');
    expect(ne.x).toBeCloseTo(Math.SQRT1_2);
    expect(ne.y).toBeCloseTo(Math.SQRT1_2);
  });

  it('seeded randomness replays exactly', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(Array.from({ length: 20 }, () => a.Die(6))).toEqual(
      Array.from({ length: 20 }, () => b.Die(6)),
    );
  });
});
