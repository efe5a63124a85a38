#!/usr/bin/env node
/**
 * The browser tests' old entry point, `node e2e/run.mjs`, kept so the commands written down
 * elsewhere still work: it runs Playwright Test (playwright.config.ts) in this app with the same
 * environment (E2E_ONLY=<lane>, E2E_DIST=<dir>, E2E_GAMES, E2E_TABLE…) and passes on any
 * arguments, e.g. `node e2e/run.mjs --project=phone`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, WEB_DIR } from './harness.mjs';

const run = spawnSync(
  join(ROOT, 'node_modules/.bin/playwright'),
  ['test', ...process.argv.slice(2)],
  { cwd: WEB_DIR, stdio: 'inherit' },
);
if (run.error) throw run.error;
process.exit(run.status ?? 1);
