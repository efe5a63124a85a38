/**
 * The installed games, known when Playwright collects the tests (before any server runs): asked
 * once of core's discovery (list-games.mts) and kept in the environment, which the test workers
 * inherit. Global setup checks the lobby lists the same games in the same order.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, WEB_DIR } from './harness.mjs';

const KEY = 'E2E_INSTALLED_GAMES';

/** `[{ id, tutorial }]` in the lobby's order. */
export function installedGames() {
  if (!process.env[KEY])
    process.env[KEY] = execFileSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(WEB_DIR, 'e2e/list-games.mts')],
      { cwd: WEB_DIR, encoding: 'utf8' },
    ).trim();
  return JSON.parse(process.env[KEY]);
}

export function gameIds() {
  return installedGames().map((game) => game.id);
}

/** The games a per-game lane covers: E2E_GAMES=<id>,<id> narrows it (while working on one). */
export function laneGameIds() {
  return process.env.E2E_GAMES ? process.env.E2E_GAMES.split(',') : gameIds();
}
