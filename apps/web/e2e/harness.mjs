/* global fetch, clearTimeout */
/**
 * Browser-test plumbing for the Playwright Test specs: build the app, start the real Gridplay
 * server on a free port with a throwaway data directory, watch a page for console errors and
 * socket traffic. Playwright Test launches Debian's chromium for the specs (playwright.config.ts);
 * `launchBrowser` does the same for the global setup and the budget bench.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(WEB_DIR, '../..');
export const RESULTS_DIR = join(WEB_DIR, 'test-results');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the tests build the app: E2E_DIST lets several people test one work tree side by side. */
export const DIST_DIR = resolve(process.env.E2E_DIST ?? join(WEB_DIR, 'dist'));

export function requireChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Browser tests need chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium`,
    );
  }
}

export function buildApp(outDir = DIST_DIR, env = {}) {
  const args = ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'error'];
  execFileSync('npx', [...args, '--outDir', outDir, '--emptyOutDir'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function spawnServer(entry, port, dataDir, origin, dist = DIST_DIR) {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      ORIGINS: origin,
      DATABASE_URL: '',
      REDIS_URL: '',
      // One rated match puts a player on a leaderboard (the accounts lane looks for it).
      LEADERBOARD_MIN_GAMES: process.env.LEADERBOARD_MIN_GAMES ?? '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { text: '' };
  child.stdout.on('data', (d) => (log.text += d));
  child.stderr.on('data', (d) => (log.text += d));
  killOnExit(child);
  return { child, log };
}

/** Resolves once `url` answers 2xx; fails with the process's output if it exits or stays silent. */
async function untilAnswering(url, what, { child, log }) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}):\n${log.text.slice(-2000)}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false, // Not listening yet.
    );
    if (ok) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not answer within 60 s:\n${log.text.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A worker stopped hard (Ctrl-C twice, a crash) skips its teardown: its servers go with it. */
function killOnExit(child) {
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The real server (apps/server) serving the built app; resolves once /health answers.
 * `stop()` then `start()` again is a network drop for every connected page (same port, same data).
 */
export async function startServer(dist = DIST_DIR) {
  const entry = join(ROOT, 'apps/server/src/main.ts');
  if (!existsSync(entry))
    throw new Error(`The server entry ${entry} is missing: online tests need apps/server.`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gridplay-e2e-'));
  const origin = `http://localhost:${port}`;
  let running = spawnServer(entry, port, dataDir, origin, dist);
  await untilAnswering(`${origin}/health`, 'The server', running);
  return {
    origin,
    output: () => running.log.text,
    /** Stops the process (its matches stay in the data directory). */
    async halt() {
      await stopChild(running.child);
    },
    /** Starts it again on the same port and data. */
    async resume() {
      running = spawnServer(entry, port, dataDir, origin, dist);
      await untilAnswering(`${origin}/health`, 'The server', running);
    },
    async stop() {
      await stopChild(running.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The Vite dev server (`npm run dev`), with React's StrictMode double mount and unbundled
 * modules, its lobby API proxied to `serverOrigin`; resolves once it serves the app.
 */
export async function startDevServer(serverOrigin) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(
    join(ROOT, 'node_modules/.bin/vite'),
    ['--configLoader', 'runner', '--port', String(port), '--strictPort', '--clearScreen', 'false'],
    {
      cwd: WEB_DIR,
      env: { ...process.env, GRIDPLAY_SERVER: serverOrigin },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = { text: '' };
  child.stdout.on('data', (d) => (log.text += d));
  child.stderr.on('data', (d) => (log.text += d));
  killOnExit(child);
  await untilAnswering(origin, 'The dev server', { child, log });
  return { origin, stop: () => stopChild(child) };
}

/** Chromium's switches for a headless run with no network chatter of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium, as Playwright Test launches it for the specs. */
export function launchBrowser() {
  requireChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A page that records console errors, uncaught exceptions and the socket traffic it receives. */
export async function watchedPage(context) {
  const page = await context.newPage();
  const problems = [];
  const frames = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  // socket.io starts on HTTP long-polling and upgrades to a WebSocket later; on a slow machine
  // the first sync can arrive over polling, so those responses are traffic too. One polling
  // response holds several engine.io packets separated by the record separator.
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'GET' || !response.url().includes('/socket.io/')) return;
    const body = await response.text().catch(() => '');
    for (const packet of body.split('\x1e')) if (packet) frames.push(packet);
  });
  return { page, problems, frames };
}
