/**
 * Figures a lane adds up across its tests (the dock's share of decisions on screen, the social
 * lane's accepted take-backs), kept in a file under test-results rather than in memory: a failed
 * test restarts Playwright's worker, and with it every module's state. Each entry has a key, so
 * a retried test replaces its first attempt's figure rather than adding a second one. Playwright
 * empties test-results at the start of every run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './harness.mjs';

const file = (tally) => join(RESULTS_DIR, `.tally-${tally}.json`);

/** Every entry of the tally so far, in the order first recorded. */
export function readTally(tally) {
  try {
    return Object.values(JSON.parse(readFileSync(file(tally), 'utf8')));
  } catch {
    return []; // Nothing recorded yet.
  }
}

export function record(tally, key, entry) {
  let entries = {};
  try {
    entries = JSON.parse(readFileSync(file(tally), 'utf8'));
  } catch {
    // The first entry.
  }
  entries[key] = entry;
  writeFileSync(file(tally), JSON.stringify(entries));
}
