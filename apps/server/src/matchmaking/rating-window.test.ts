import { describe, expect, it } from 'vitest';
import { pairsToMake, ratingWindow, WINDOW_START, type Waiting } from './rating-window';

const at = (ticket: string, rating: number, since = 0, account?: string): Waiting => ({
  ticket,
  rating,
  since,
  account,
});
const names = (pairs: Array<[Waiting, Waiting]>) => pairs.map(([a, b]) => [a.ticket, b.ticket]);

describe('the rating window', () => {
  it('starts narrow and widens 20 points a second', () => {
    expect(ratingWindow(0, 0)).toBe(WINDOW_START);
    expect(ratingWindow(1000, 11_000)).toBe(WINDOW_START + 200);
  });

  it('pairs close ratings at once, far ones only once both have waited long enough', () => {
    const queue = [at('strong', 1900), at('weak', 1500)];
    expect(pairsToMake(queue, 0)).toEqual([]);
    // 400 apart: each window must reach 400, i.e. 15 s of waiting for both.
    expect(pairsToMake(queue, 14_900)).toEqual([]);
    expect(names(pairsToMake(queue, 15_000))).toEqual([['strong', 'weak']]);
    // One who just arrived has a narrow window: the long wait of the other is not enough.
    expect(pairsToMake([at('strong', 1900), at('weak', 1500, 14_000)], 15_000)).toEqual([]);
  });

  it('takes the closest rating, a logged-in player prefers another, nobody is paired twice', () => {
    const queue = [at('a', 1500, 0), at('far', 1590, 1), at('near', 1520, 2), at('d', 1530, 3)];
    expect(names(pairsToMake(queue, 10))).toEqual([
      ['a', 'near'],
      ['far', 'd'],
    ]);
    const mixed = [at('ann', 1500, 0, 'Ann'), at('guest', 1500, 1), at('bob', 1550, 2, 'Bob')];
    expect(names(pairsToMake(mixed, 10))).toEqual([['ann', 'bob']]);
  });
});
