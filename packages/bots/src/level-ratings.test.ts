import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidLevelRatings } from '@gridplay/core';
import type { ArenaPlayer } from './arena';
import { randomPlayer } from './bot-check';
import { botRandom } from './bot-random';
import {
  adjacentPairings,
  ladderPlayers,
  playLadder,
  type LadderGame,
  type PlayerFactory,
} from './level-ratings';
import { commandOf, parseLevelRatingsArgs, readResume } from './level-ratings-cli';
import { levelRatingsFile } from './level-ratings-file';
import { NEWCOMER, rateLadder } from './level-ratings-glicko';
import { ticTacToe, type TicTacToeState } from '@gridplay/core/testing';

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The cell that completes a line of `owner`'s, if any. */
function completing(cells: (string | null)[], owner: string): number | undefined {
  for (const line of LINES) {
    const marks = line.filter((cell) => cells[cell] === owner).length;
    const empty = line.find((cell) => cells[cell] === null);
    if (marks === 2 && empty !== undefined) return empty;
  }
  return undefined;
}

/** A club player of tic-tac-toe: wins when it can, blocks when it must, else takes the centre. */
const tactician: PlayerFactory = (seed) => {
  const fallback = randomPlayer(ticTacToe, botRandom(seed));
  return (state: State, seat) => {
    const { cells } = state.G as TicTacToeState;
    const other = seat === '0' ? '1' : '0';
    const cell =
      completing(cells, seat) ?? completing(cells, other) ?? (cells[4] === null ? 4 : undefined);
    return cell === undefined ? fallback(state, seat) : { move: 'mark', args: [cell] };
  };
};
const random: PlayerFactory = (seed) => randomPlayer(ticTacToe, botRandom(seed));

const game = (first: string, second: string, index: number, score: number): LadderGame => ({
  first,
  second,
  game: index,
  score,
});

describe('the level ladder', () => {
  it('rates a deliberately stronger player above a weaker one, from games on the real rules', async () => {
    const games = await playLadder({
      module: ticTacToe,
      pairings: [{ first: 'random', second: 'tactician' }],
      games: 16,
      seed: 'ladder-test',
      players: { random, tactician },
    });
    expect(games).toHaveLength(16);
    const tacticianPoints = games.reduce((sum, g) => sum + 1 - g.score, 0);
    expect(tacticianPoints).toBeGreaterThan(12);
    const ratings = rateLadder(games, { player: 'random', rating: 1000 });
    expect(ratings.random.rating).toBe(1000);
    expect(ratings.tactician.rating - ratings.random.rating).toBeGreaterThan(200);
    // Clearly apart: the stronger player's interval lies above the weaker one's rating.
    expect(ratings.tactician.ci95[0]).toBeGreaterThan(ratings.random.rating);
    expect(ratings.tactician.games).toBe(16);
  });

  it('alternates the seats and resumes without replaying a finished game', async () => {
    const seatsOfFirst: string[] = [];
    const recording: PlayerFactory = (seed) => {
      const inner = random(seed);
      let seen = false;
      const player: ArenaPlayer = (state, seat) => {
        if (!seen) seatsOfFirst.push(seat);
        seen = true;
        return inner(state, seat);
      };
      return player;
    };
    const options = {
      module: ticTacToe,
      pairings: [{ first: 'a', second: 'b' }],
      seed: 's',
      players: { a: recording, b: random },
    };
    const firstTwo = await playLadder({ ...options, games: 2 });
    expect(seatsOfFirst).toEqual(['0', '1']);
    const all = await playLadder({ ...options, games: 4, done: firstTwo });
    expect(all.map((g) => g.game)).toEqual([0, 1, 2, 3]);
    expect(seatsOfFirst).toEqual(['0', '1', '0', '1']);
  });

  it('stops starting games at its deadline, and names a player the game lacks', async () => {
    const none = await playLadder({
      module: ticTacToe,
      pairings: [{ first: 'random', second: 'easy' }],
      games: 3,
      seed: 's',
      deadline: Date.now() - 1,
    });
    expect(none).toEqual([]);
    await expect(
      playLadder({
        module: ticTacToe,
        pairings: [{ first: 'random', second: 'reference' }],
        games: 1,
        seed: 's',
      }),
    ).rejects.toThrow('tic-tac-toe: no ladder player "reference"');
    expect(Object.keys(ladderPlayers(ticTacToe))).toEqual(['random', 'easy', 'normal', 'hard']);
  });

  it('chains each player to the next', () => {
    expect(adjacentPairings(['random', 'easy', 'normal'])).toEqual([
      { first: 'random', second: 'easy' },
      { first: 'easy', second: 'normal' },
    ]);
  });
});

describe('rating the ladder with Glicko-2', () => {
  const ladder = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((index) => [
    game('random', 'easy', index, 0),
    game('easy', 'normal', index, index % 4 === 0 ? 1 : 0),
  ]);

  it('starts everyone as a newcomer, keeps the order, and puts the anchor where it says', () => {
    const ratings = rateLadder(ladder);
    expect(ratings.easy.rating).toBe(NEWCOMER.rating);
    expect(ratings.random.rating).toBeLessThan(ratings.easy.rating);
    expect(ratings.normal.rating).toBeGreaterThan(ratings.easy.rating);
    expect(ratings.easy.games).toBe(16);
    expect(ratings.normal.games).toBe(8);
    // Fewer games, wider interval; every interval is rating ± 1.96 RD.
    expect(ratings.normal.deviation).toBeGreaterThan(ratings.easy.deviation);
    expect(ratings.normal.deviation).toBeLessThan(NEWCOMER.deviation);
    const { rating, deviation, ci95 } = ratings.normal;
    expect(ci95[0]).toBeCloseTo(rating - 1.96 * deviation);
    expect(ci95[1]).toBeCloseTo(rating + 1.96 * deviation);
  });

  it('puts two players as far apart as their own games say, not as the order of the games did', () => {
    // easy scored 2 of 8 against normal, 2.5 of 9 with the added draw: Elo's logistic puts
    // normal 400·log10(6.5 / 2.5) ≈ 166 above (a few more for the opponents' RDs), whatever
    // the clean sweep against random did to easy.
    const { easy, normal } = rateLadder(ladder);
    expect(normal.rating - easy.rating).toBeGreaterThan(160);
    expect(normal.rating - easy.rating).toBeLessThan(180);
    const reversed = rateLadder([...ladder].reverse());
    expect(reversed.normal.rating).toBeCloseTo(normal.rating, 0);
  });

  it('settles on every ladder, the stronger side of each pairing rated higher', () => {
    // A Mega Man ladder of 97 games (random 4 of 33 against easy, easy 12 of 32 against normal,
    // normal 16 of 32 against hard) sent full-step sweeps off to ratings of 10^42.
    const games = (first: string, second: string, won: number, played: number) =>
      Array.from({ length: played }, (_, game) => ({
        gameId: 'g',
        seed: 's',
        first,
        second,
        game,
        score: game < won ? 1 : 0,
      }));
    const megaman = rateLadder([
      ...games('random', 'easy', 4, 33),
      ...games('easy', 'normal', 12, 32),
      ...games('normal', 'hard', 16, 32),
    ]);
    expect(megaman.normal.rating).toBeGreaterThan(1500);
    expect(megaman.normal.rating).toBeLessThan(1700);
    expect(Math.abs(megaman.hard.rating - megaman.normal.rating)).toBeLessThan(60);

    const pairing = fc
      .integer({ min: 1, max: 60 })
      .chain((played) => fc.tuple(fc.integer({ min: 0, max: played }), fc.constant(played)));
    fc.assert(
      fc.property(pairing, pairing, pairing, ([w1, n1], [w2, n2], [w3, n3]) => {
        const ratings = rateLadder([
          ...games('random', 'easy', w1, n1),
          ...games('easy', 'normal', w2, n2),
          ...games('normal', 'hard', w3, n3),
        ]);
        for (const rated of Object.values(ratings))
          expect(Number.isFinite(rated.rating)).toBe(true);
        // The clearly stronger by its games (with the added draw) is rated higher.
        const gap = (won: number, played: number) =>
          400 * Math.log10((played + 1 - (won + 0.5)) / (won + 0.5));
        const normalOverEasy = ratings.normal.rating - ratings.easy.rating;
        if (Math.abs(gap(w2, n2)) > 60)
          expect(Math.sign(normalOverEasy)).toBe(Math.sign(gap(w2, n2)));
      }),
      { numRuns: 200 },
    );
  });

  it('only measures differences: another anchor shifts every rating alike', () => {
    const byEasy = rateLadder(ladder);
    const byRandom = rateLadder(ladder, { player: 'random', rating: 1000 });
    expect(byRandom.random.rating).toBe(1000);
    const shift = byRandom.easy.rating - byEasy.easy.rating;
    expect(byRandom.normal.rating - byEasy.normal.rating).toBeCloseTo(shift, 1);
    expect(() => rateLadder(ladder, { player: 'hard', rating: 1500 })).toThrow(
      'The anchor "hard" played no game on the ladder',
    );
  });

  it('writes a file the game contract accepts, with how it was measured', () => {
    const pairings = adjacentPairings(['random', 'easy', 'normal']);
    const measurement = {
      date: '2026-11-26T11:00:00Z',
      command: 'npm run level-ratings -- x --games 8',
      anchor: { player: 'easy', rating: 1500 },
      loads: [1, 3],
      cores: 2,
    };
    const file = levelRatingsFile(rateLadder(ladder), pairings, ladder, measurement);
    expect(invalidLevelRatings('x', file)).toBeUndefined();
    expect(Object.keys(file.levels)).toEqual(['easy', 'normal']);
    expect(file.levels.easy).toEqual({
      rating: 1500,
      deviation: Math.round(rateLadder(ladder).easy.deviation),
      games: 16,
    });
    expect(file.measured.anchor).toContain('easy = 1500');
    expect(file.measured.load).toBe('1-minute load average 2.0 on 2 cores (1.0–3.0 over 2 games)');
    expect(file.pairings).toEqual([
      { first: 'random', second: 'easy', games: 8, wins: 0, draws: 0, losses: 8 },
      { first: 'easy', second: 'normal', games: 8, wins: 2, draws: 0, losses: 6 },
    ]);
    // A run that extends one pairing (--pairs easy:normal) still reports the others it resumed.
    const extended = levelRatingsFile(rateLadder(ladder), [pairings[1]], ladder, measurement);
    expect(extended.pairings.map((p) => `${p.first}-${p.second}`)).toEqual([
      'easy-normal',
      'random-easy',
    ]);
  });
});

describe('npm run level-ratings', () => {
  it('reads its arguments, and refuses bad ones by name', () => {
    const args = parseLevelRatingsArgs(['liars-dice', '--games', '6', '--resume', 'r.jsonl']);
    expect(args).toMatchObject({
      gameId: 'liars-dice',
      games: 6,
      seed: 'level-ratings',
      players: ['random', 'easy', 'normal', 'hard'],
      anchor: { player: 'easy', rating: 1500 },
      resume: 'r.jsonl',
    });
    expect(commandOf(args)).toBe('npm run level-ratings -- liars-dice --games 6');
    const paired = parseLevelRatingsArgs(['x', '--pairs', 'easy:reference,reference:hard']);
    expect(commandOf(paired)).toBe(
      'npm run level-ratings -- x --games 10 --pairs easy:reference,reference:hard',
    );
    expect(() => parseLevelRatingsArgs(['x', '--players', 'random,expert'])).toThrow(
      'Unknown ladder player "expert"',
    );
    expect(() => parseLevelRatingsArgs(['x', '--pairs', 'easy'])).toThrow('--pairs takes pairs');
    expect(() => parseLevelRatingsArgs(['x', '--games', '0'])).toThrow('--games needs');
    expect(() => parseLevelRatingsArgs(['x', '--anchor', 'easy'])).toThrow('--anchor takes');
    expect(() => parseLevelRatingsArgs(['x', '--players', 'normal,hard'])).toThrow(
      'The anchor "easy" does not play on this ladder',
    );
    expect(
      parseLevelRatingsArgs(['x', '--pairs', 'normal:hard', '--resume', 'r.jsonl']).pairs,
    ).toEqual([{ first: 'normal', second: 'hard' }]);
    expect(() => parseLevelRatingsArgs([])).toThrow('Name a game.');
  });

  it('resumes from its own file and refuses one of another run', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ladder-')), 'resume.jsonl');
    expect(readResume(path, 'x', 's')).toEqual([]);
    const line = { gameId: 'x', seed: 's', ...game('random', 'easy', 0, 0), load: 1.5 };
    writeFileSync(path, `${JSON.stringify(line)}\n`);
    expect(readResume(path, 'x', 's')).toEqual([line]);
    expect(() => readResume(path, 'y', 's')).toThrow(
      'holds games of x with seed "s", not y with seed "s"',
    );
  });
});
