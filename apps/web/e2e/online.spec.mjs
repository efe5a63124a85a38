/**
 * Lane `online`: play through the server, on a server of the lane's own (its tests stop and
 * restart it to drop every connection).
 */
import { test } from './fixtures.mjs';
import { gameIds } from './installed-games.mjs';
import { playOnline, playServerBot } from './play.mjs';

const ids = gameIds();
test(`${ids[0]}: online against a server bot, keyboard only, then leave`, ({
  onlineServer,
  browser,
}) => playServerBot(onlineServer, browser, ids[0]));
for (const id of ids)
  test(`${id}: online match, two players and a spectator who sees no secrets`, ({
    onlineServer,
    browser,
  }) => playOnline(onlineServer, browser, id));
