/* global performance */
/**
 * The web app's budget: the lobby's initial JS (gzipped), each game board's chunk, and the time
 * until the lobby is interactive in headless chromium (desktop, and a 4× slower CPU).
 * Prints a table and writes bench-results/web-budget.json. Target: lobby ≤ 150 kB gzipped.
 */
import { readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, launchBrowser, ROOT, WEB_DIR } from '../e2e/harness.mjs';

const LOBBY_BUDGET_KB = 150;
const RUNS = 7;
const DIST = join(WEB_DIR, 'dist');

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipped = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const raw = (file) => readFileSync(join(DIST, file)).length;

/** The entry chunk and everything it imports statically: what the lobby downloads first. */
function initialFiles(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(Object.keys(manifest).find((key) => manifest[key] === entry));
  return { js: [...files], css: entry.css ?? [] };
}

function boardChunks(manifest) {
  return Object.entries(manifest)
    .filter(([src]) => /\/board\/Board\.tsx$/.test(src))
    .map(([src, chunk]) => {
      const game = src.match(/games-([^/]+)\//)?.[1] ?? src;
      const own = [
        chunk.file,
        ...(chunk.imports ?? [])
          .map((k) => manifest[k]?.file)
          .filter((f) => f && !/index-/.test(f)),
      ];
      return {
        game,
        file: chunk.file,
        rawKB: kb(raw(chunk.file)),
        gzipKB: kb(gzipped(chunk.file)),
        withImportsGzipKB: kb(own.reduce((n, f) => n + gzipped(f), 0)),
      };
    });
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function serveDist() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(DIST, path);
    if (!existsSync(file) || path === '/' || !extname(file)) file = join(DIST, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function timeToInteractive(browser, origin, cpuSlowdown) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    // The lobby's open-match list would wait on a server; this measures the app alone.
    await page.route('**/games/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"matches":[]}' }),
    );
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(origin, { waitUntil: 'commit' });
    await page.waitForSelector('[data-lobby-ready] [data-play-ai]:not([disabled])');
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    minMs: Math.round(times[0]),
    maxMs: Math.round(times[times.length - 1]),
  };
}

async function main() {
  buildApp();
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const initial = initialFiles(manifest);
  const lobbyJsGzip = initial.js.reduce((n, f) => n + gzipped(f), 0);
  const lobbyCssGzip = initial.css.reduce((n, f) => n + gzipped(f), 0);
  const boards = boardChunks(manifest);

  const server = await serveDist();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchBrowser();
  let desktop;
  let slowCpu;
  try {
    await timeToInteractive(browser, origin, 1); // warm-up
    desktop = await timeToInteractive(browser, origin, 1);
    slowCpu = await timeToInteractive(browser, origin, 4);
  } finally {
    await browser.close();
    server.close();
  }

  const result = {
    lobby: {
      jsFiles: initial.js,
      jsGzipKB: kb(lobbyJsGzip),
      jsRawKB: kb(initial.js.reduce((n, f) => n + raw(f), 0)),
      cssGzipKB: kb(lobbyCssGzip),
      budgetKB: LOBBY_BUDGET_KB,
      withinBudget: kb(lobbyJsGzip) <= LOBBY_BUDGET_KB,
    },
    boards,
    timeToInteractiveLobby: { desktop, cpu4xSlower: slowCpu, runs: RUNS },
    measuredAt: new Date().toISOString(),
  };
  console.log('Gridplay web budget');
  console.log(
    `  lobby initial JS: ${result.lobby.jsGzipKB} kB gzipped (${result.lobby.jsRawKB} kB raw, ${initial.js.length} file(s)); budget ${LOBBY_BUDGET_KB} kB → ${result.lobby.withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(`  lobby CSS: ${result.lobby.cssGzipKB} kB gzipped`);
  for (const b of boards)
    console.log(
      `  board ${b.game}: ${b.gzipKB} kB gzipped (${b.rawKB} kB raw; ${b.withImportsGzipKB} kB with its own imports)`,
    );
  console.log(
    `  time to interactive lobby: median ${desktop.medianMs} ms (min ${desktop.minMs}, max ${desktop.maxMs}; ${RUNS} runs, headless chromium)`,
  );
  console.log(
    `  … with a 4× slower CPU: median ${slowCpu.medianMs} ms (min ${slowCpu.minMs}, max ${slowCpu.maxMs})`,
  );
  const out = join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'web-budget.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(`  written to ${join(out, 'web-budget.json')}`);
  if (!result.lobby.withinBudget) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
