/** The coach on Liar's Dice: its words are the log's, and it reads only the asking seat's cup. */
import { describe, expect, it } from 'vitest';
import type { LocalMatch } from '@gridplay/core';
import { coachAdvice } from '@gridplay/bots';
import module from './index';
import type { State } from './state';
import { bidOf, table } from './testing/scenario';

const counted = { timeMs: Number.POSITIVE_INFINITY, iterations: 300 };

const ask = (match: LocalMatch<State>, seed = 'coach') =>
  coachAdvice({
    module,
    view: match.view('0'),
    ctx: match.ctx,
    seat: '0',
    seed,
    budget: counted,
  });

describe('the coach in Liar’s Dice', () => {
  it('puts Dudo first, near certain, on a bid the table cannot hold (three 6s, no 6 or ace in my cup, one die hidden)', () => {
    const advice = ask(table({ '0': [2, 3], '1': [5] }, { bid: bidOf(3, 6, '1') }));
    const [best, ...others] = advice.choices;
    // The line Dudo writes counts every cup: the seat cannot know it, so the move's plain name.
    expect(best).toMatchObject({ choice: { move: 'dudo' }, words: 'Dudo' });
    expect(best.chance).toBeGreaterThan(0.95);
    expect(others.map((c) => c.words)).toEqual(['Raises to 2 aces']);
    expect(others[0].chance!).toBeLessThan(best.chance!);
  });

  it('says a bid the way the log does, without the seat’s name', () => {
    const advice = ask(table({ '0': [2, 2, 5], '1': [3, 4, 6] }));
    expect(advice.choices).toHaveLength(3);
    for (const { words, chance } of advice.choices) {
      expect(words).toMatch(/^Opens with \d \w+$/);
      expect(chance).toBeGreaterThanOrEqual(0);
      expect(chance).toBeLessThanOrEqual(1);
    }
  });

  it('gives the same advice whatever the other cup holds (same seed): it sees only its own', () => {
    const bid = { bid: bidOf(3, 4, '1') };
    const a = table({ '0': [2, 4, 6], '1': [4, 4, 1] }, bid);
    const b = table({ '0': [2, 4, 6], '1': [2, 3, 5] }, bid);
    expect(a.G.cups['1']).not.toEqual(b.G.cups['1']);
    expect(ask(b)).toEqual(ask(a));
  });
});
