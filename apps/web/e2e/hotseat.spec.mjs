/** Lane `hotseat`: one device passed between people, on a phone. */
import { test } from './fixtures.mjs';
import { gameIds } from './installed-games.mjs';
import { playHotseat } from './play.mjs';

const [id] = gameIds();
test(`${id}: hotseat hides the board between people`, { tag: '@phone' }, ({ origin, browser }) =>
  playHotseat(origin, browser, id),
);
