import { describe, expect, it } from 'vitest';
import { createMatch } from 'boardgame.io/internal';
import { loadInstalledGames } from '../games/installed-games';
import { processedGame, seededGame } from './seeded-game';

const { games } = await loadInstalledGames();

function initialState(game: object, numPlayers: number) {
  const match = createMatch({
    game: game as never,
    numPlayers,
    setupData: undefined,
    unlisted: false,
  });
  if ('setupDataError' in match) throw new Error(String(match.setupDataError));
  return match.initialState;
}

describe('the config a match is set up with', () => {
  it('finds every installed game', () => expect(games.length).toBeGreaterThanOrEqual(6));

  for (const { module } of games) {
    const players = module.meta.minPlayers;

    it(`${module.meta.id}: sets up exactly as the unprocessed game with the same seed`, () => {
      const seed = 'f3a1c2';
      expect(initialState(seededGame(module.game, seed), players)).toEqual(
        initialState({ ...module.game, seed }, players),
      );
    });

    it(`${module.meta.id}: deals differently under another seed (the seed is honoured)`, () => {
      expect(initialState(seededGame(module.game, 'one'), players).plugins).not.toEqual(
        initialState(seededGame(module.game, 'two'), players).plugins,
      );
    });
  }

  it('processes a game once, whatever the number of matches', () => {
    const { game } = games[0].module;
    expect(processedGame(game)).toBe(processedGame(game));
    expect(seededGame(game)).not.toHaveProperty('seed', seededGame(game).seed);
  });
});
