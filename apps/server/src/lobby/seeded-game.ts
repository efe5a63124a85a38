/**
 * The game config a new match is set up with: the game's own, processed once, with a fresh seed.
 *
 * boardgame.io's `createMatch` processes the config it is given (flow, phases, move names) unless
 * it already is processed. A spread `{ ...game, seed }` is not, so every create paid for it again:
 * 50–150 µs a match for the installed games, about a third of a create's set-up.
 */
import { randomBytes } from 'node:crypto';
import { ProcessGameConfig } from 'boardgame.io/internal';
import type { Game } from 'boardgame.io';

const processedConfigs = new WeakMap<Game, Game>();

export function processedGame(game: Game): Game {
  let processed = processedConfigs.get(game);
  if (!processed) {
    // A copy: processing fills in defaults on the object it is handed.
    processed = ProcessGameConfig({ ...game }) as Game;
    processedConfigs.set(game, processed);
  }
  return processed;
}

/** A fresh 128-bit seed per match: the stock seed (creation time in base 36) is guessable. */
export function seededGame(game: Game, seed = randomBytes(16).toString('hex')): Game {
  return { ...processedGame(game), seed };
}
