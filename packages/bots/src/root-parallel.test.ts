import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { searchDecision } from './decide-move';
import { FairBot } from './fair-bot';
import { mergeSearches, searchesPerSeat, searchSeed } from './root-parallel';
import { botRandom } from './bot-random';
import { ticTacToe } from '@gridplay/core/testing';

const a = { move: 'a' };
const b = { move: 'b', args: [1] };

describe('root parallelization', () => {
  it('adds the searches up: visits summed, values weighted by visits, most visited first', () => {
    const merged = mergeSearches([
      {
        choice: a,
        iterations: 10,
        moves: [
          { choice: a, visits: 6, value: 0.5 },
          { choice: b, visits: 4, value: 0.25 },
        ],
      },
      {
        choice: b,
        iterations: 10,
        moves: [
          { choice: { move: 'b', args: [1] }, visits: 7, value: 0.75 },
          { choice: a, visits: 3, value: 0.5 },
        ],
      },
    ]);
    // b: 4 + 7 = 11 visits beats a: 6 + 3 = 9, though a led the first search.
    expect(merged.choice).toEqual(b);
    expect(merged.iterations).toBe(20);
    expect(merged.moves).toEqual([
      { choice: b, visits: 11, value: (4 * 0.25 + 7 * 0.75) / 11 },
      { choice: a, visits: 9, value: 0.5 },
    ]);
  });

  it('keeps an answer given without a search (a single legal move, nothing to do)', () => {
    const forced = { choice: a, iterations: 0, moves: [{ choice: a, visits: 0, value: 0 }] };
    expect(mergeSearches([forced, forced]).choice).toEqual(a);
    const idle = { choice: undefined, iterations: 0, moves: [] };
    expect(mergeSearches([idle, idle]).choice).toBeUndefined();
    expect(() => mergeSearches([])).toThrow('at least one search');
  });

  it('shares the idle threads out between the seats deciding, at least one search each', () => {
    expect(searchesPerSeat(1, 2)).toBe(2);
    expect(searchesPerSeat(1, 0)).toBe(1);
    expect(searchesPerSeat(2, 2)).toBe(1);
    expect(searchesPerSeat(6, 2)).toBe(1);
    expect(searchesPerSeat(1, 4)).toBe(4);
  });

  it('the first search keeps the seed (one search decides as before), the others differ', () => {
    expect(searchSeed(7, 0)).toBe(7);
    expect(searchSeed('s', 1)).not.toBe(searchSeed('s', 2));
    expect(searchSeed(undefined, 1)).toBeUndefined();
  });

  it('FairBot with 2 searches plays the merge of two seeded searches of the decision', () => {
    const match = new LocalMatch(ticTacToe.game, { numPlayers: 2, seed: 'rp' });
    match.play('0', { move: 'mark', args: [4] });
    const view = match.view('1');
    const budget = { iterations: 60, timeMs: Infinity };
    const bot = new FairBot({ module: ticTacToe, seed: 9, budget, searches: 2 });
    const choice = bot.decide(view, match.ctx, '1', true);
    // The same two searches by hand: the bot's first draw is the decision's seed.
    const seed = Math.floor(botRandom(9).Number() * 2 ** 32);
    const parts = [0, 1].map((index) =>
      searchDecision(
        {
          module: ticTacToe,
          G: view,
          ctx: match.ctx,
          seat: '1',
          difficulty: 'normal',
          seed: searchSeed(seed, index),
          budget,
        },
        { viewIsWhole: true },
      ),
    );
    expect(parts[0].moves).not.toEqual(parts[1].moves);
    expect(bot.lastSearch!.iterations).toBe(120);
    expect(bot.lastSearch!.moves).toEqual(mergeSearches(parts).moves);
    expect(choice).toEqual(mergeSearches(parts).choice);
  });
});
