/** Lane `ai`: every installed game against the AI, from the lobby to game over. */
import { test } from './fixtures.mjs';
import { gameIds } from './installed-games.mjs';
import { playAgainstAi } from './play.mjs';

for (const id of gameIds())
  test(`${id}: against AI from the lobby to game over, reload restores, rules page`, ({
    origin,
    browser,
  }) => playAgainstAi(origin, browser, id));
