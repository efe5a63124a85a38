import { describe, expect, it } from 'vitest';
import { ticTacToe } from '../testing/tic-tac-toe';
import { defineGameModule } from './game-module';
import { invalidLevelRatings, type LevelRatings } from './level-ratings';

const measured = {
  date: '2026-11-26T11:00:00Z',
  command: 'npm run level-ratings -- tic-tac-toe --games 8',
  anchor: 'easy = 1500',
  load: '1-minute load average 2.0 on 2 cores',
};
const good: LevelRatings = {
  levels: {
    easy: { rating: 1500, deviation: 80, games: 16 },
    hard: { rating: 1712, deviation: 95, games: 8 },
  },
  measured,
};

const withRatings = (levelRatings: unknown) =>
  defineGameModule({ ...ticTacToe, meta: { ...ticTacToe.meta, levelRatings } as never });

describe('meta.levelRatings', () => {
  it('is optional, and a file as the tool writes it is accepted (extra keys allowed)', () => {
    expect(() => defineGameModule(ticTacToe)).not.toThrow();
    expect(withRatings({ ...good, players: {}, pairings: [] }).meta.levelRatings).toMatchObject(
      good,
    );
  });

  it.each([
    [
      'a level the game does not have',
      { ...good, levels: { expert: { rating: 1800, deviation: 90, games: 4 } } },
      'levels: unknown level "expert" (the levels are easy, normal, hard)',
    ],
    [
      'a rating typed as text',
      { ...good, levels: { easy: { rating: '1500', deviation: 80, games: 16 } } },
      'levels.easy.rating: expected a number, not "1500"',
    ],
    [
      'a figure without games behind it',
      { ...good, levels: { hard: { rating: 1700, deviation: 80, games: 0 } } },
      'levels.hard.games: expected 1 to',
    ],
    [
      'a deviation beyond a newcomer’s 350',
      { ...good, levels: { hard: { rating: 1700, deviation: 400, games: 3 } } },
      'levels.hard.deviation: expected 0 to 350, not 400',
    ],
    [
      'no word on how it was measured',
      { levels: good.levels },
      'measured: expected how the figures were measured',
    ],
    ['a hand-typed number', 1650, '(the whole file): expected an object'],
  ])('refuses %s, naming the field and the fix', (_, value, field) => {
    const problem = invalidLevelRatings('tic-tac-toe', value);
    expect(problem).toContain(
      `tic-tac-toe: meta.levelRatings is not what npm run level-ratings writes — ${field}`,
    );
    expect(problem).toContain('Run npm run level-ratings -- tic-tac-toe again');
    expect(() => withRatings(value)).toThrow(problem);
  });
});
