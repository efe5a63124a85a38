/** Lane `dev`: the app under Vite's dev server (`npm run dev`), StrictMode and all. */
import { test } from './fixtures.mjs';
import { gameIds } from './installed-games.mjs';
import { playAgainstAiInDev } from './play.mjs';

const [id] = gameIds();
test(`${id}: against AI under the dev server (StrictMode mounts twice)`, ({ origin, browser }) =>
  playAgainstAiInDev(origin, browser, id));
