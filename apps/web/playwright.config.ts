/**
 * Browser tests on Playwright Test (`npm run test:e2e`): the built app and the real server
 * (e2e/global-setup.mjs, e2e/fixtures.mjs) driven through Debian's chromium — never a
 * downloaded browser. One spec file per lane, e2e/<lane>.spec.mjs; `E2E_ONLY=<lane>` runs one
 * lane, as `npx playwright test e2e/<lane>.spec.mjs` does.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, RESULTS_DIR, WEB_DIR } from './e2e/harness.mjs';

/** The lanes: e2e/<lane>.spec.mjs. */
const LANES = readdirSync(join(WEB_DIR, 'e2e'))
  .filter((file) => file.endsWith('.spec.mjs'))
  .map((file) => file.slice(0, -'.spec.mjs'.length));
const only = process.env.E2E_ONLY;
if (only && !LANES.includes(only))
  throw new Error(`E2E_ONLY=${only} is no lane; the lanes are ${LANES.join(', ')}`);

/** The phone project's tests: those that name the phone (a 390 px window) in their title. */
const PHONE_TESTS = /\(phone\)|@phone/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: only ? `${only}.spec.mjs` : '*.spec.mjs',
  globalSetup: './e2e/global-setup.mjs',
  // The screenshots the tests take land here too (the lead looks at them); so do the traces.
  outputDir: RESULTS_DIR,
  // The tests share servers and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  // A pass on the second attempt is reported as flaky, so it is seen and mended, not hidden.
  retries: 1,
  // Whole matches against bots under load; each wait inside has its own, shorter limit.
  timeout: 10 * 60_000,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    // As playwright-core's defaults were: a stuck wait fails in 30 s, not at the test's limit.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', grepInvert: PHONE_TESTS, use: { viewport: { width: 1280, height: 860 } } },
    { name: 'phone', grep: PHONE_TESTS, use: { viewport: { width: 390, height: 844 } } },
  ],
});
