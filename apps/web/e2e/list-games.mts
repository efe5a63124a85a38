/**
 * Prints the installed games as JSON, in the lobby's order, for the browser tests: Playwright
 * names its tests before any server runs, so the per-game tests learn the games here, the way
 * the server discovers them (no game is named).
 *
 *   npx tsx apps/web/e2e/list-games.mts
 */
import { loadGameMetas } from '@gridplay/core/discovery';

const metas = await loadGameMetas();
console.log(
  JSON.stringify(
    metas.map((meta) => ({ id: meta.id, tutorial: meta.tutorialMinutes !== undefined })),
  ),
);
