/**
 * The browser tests' `test`: Playwright Test's, with the servers they play on. Each server is a
 * worker fixture — started once for the tests of a worker (the config runs one), with a fresh
 * database, and stopped in the worker's teardown (after the last test, after a failure, on
 * Ctrl-C). A failed test restarts the worker, so its retry gets fresh servers too.
 */
import { test as base } from '@playwright/test';
import { startServer } from './harness.mjs';
import { GRACE_MS } from './lifecycle-clocks.mjs';

/** A worker fixture holding a running server until the worker ends. */
const serverFixture = (env = {}) => [
  // eslint-disable-next-line no-empty-pattern
  async ({}, use) => {
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    let server;
    try {
      server = await startServer();
    } finally {
      for (const [key, value] of Object.entries(saved))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
    await use(server);
    await server.stop();
  },
  { scope: 'worker', timeout: 120_000 },
];

export const test = base.extend({
  /** The real server (apps/server) on the built app: most lanes play on it. */
  server: serverFixture(),
  /** Its origin, e.g. http://localhost:40123. */
  origin: [async ({ server }, use) => use(server.origin), { scope: 'worker' }],
  /** The online lane's own server: its tests stop and restart it to drop connections. */
  onlineServer: serverFixture(),
  /** The clocks lane's own server, with a grace period short enough to wait for. */
  clocksServer: serverFixture({ AWAY_GRACE_MS: String(GRACE_MS) }),
});
