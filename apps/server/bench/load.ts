/**
 * Load test on loopback: K concurrent matches, each driven by two socket clients making legal
 * moves (a new match starts when one ends), against the Gridplay server on SQLite, on
 * PostgreSQL, and boardgame.io's stock in-memory server as the baseline, in the same run.
 * Prints matches, moves/s, p50/p99 move round trip and server memory; writes
 * /work/main/bench-results/server-load.json.   Usage: npm run bench [-- --matches 20 --seconds 10]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIXTURE_ROOT } from '../src/testing/fixture-games';
import { freePort, startPostgres } from '../src/testing/scratch-databases';
import { seatedMatch } from '../src/testing/lobby-client';
import { SocketPlayer } from '../src/testing/socket-player';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
  },
});
const K = Number(values.matches);
const SECONDS = Number(values.seconds);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Target {
  name: string;
  entry: string;
  env: Record<string, string>;
}

interface Result {
  server: string;
  concurrentMatches: number;
  seconds: number;
  matchesFinished: number;
  moves: number;
  movesPerSecond: number;
  roundTripMs: { p50: number; p99: number; max: number };
  serverMemoryMB: { rss: number; peakRss: number };
  errors: number;
}

function memoryOf(pid: number): { rss: number; peakRss: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peakRss: Math.round(kb('VmHWM') / 1024) };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Number(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2),
  );
}

async function startTarget(target: Target) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', target.entry], {
    env: {
      ...process.env,
      PORT: String(port),
      GAMES_ROOT: FIXTURE_ROOT,
      LOG_LEVEL: 'warn',
      ...target.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready when the lobby answers (both servers serve GET /games).
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${target.name} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 30_000) throw new Error(`${target.name} did not start:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/games`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

/** One table: plays matches back to back until the deadline, timing every move's round trip. */
async function table(
  url: string,
  deadline: number,
  roundTrips: number[],
  tally: { matches: number; errors: number },
) {
  while (Date.now() < deadline) {
    const { matchID, seats } = await seatedMatch(url, 'hidden-hands');
    const players = seats.map(
      (s) => new SocketPlayer(url, 'hidden-hands', matchID, s.playerID, s.credentials),
    );
    try {
      await Promise.all(players.map((p) => p.synced()));
      for (let stateID = 0; stateID < 6 && Date.now() < deadline; stateID++) {
        const player = players[stateID % 2];
        await player.reaches(stateID);
        const started = performance.now();
        const answer = await player.move('play', player.state.G.hands[player.playerID!][0]);
        roundTrips.push(performance.now() - started);
        if (answer.event !== 'update') tally.errors++;
        if (stateID === 5) tally.matches++;
      }
    } catch {
      tally.errors++;
    } finally {
      players.forEach((p) => p.close());
    }
  }
}

async function measure(target: Target): Promise<Result> {
  const { url, child } = await startTarget(target);
  try {
    // Warm up (JIT, database caches) before measuring.
    await table(url, Date.now() + 1000, [], { matches: 0, errors: 0 });
    const roundTrips: number[] = [];
    const tally = { matches: 0, errors: 0 };
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: K }, () => table(url, deadline, roundTrips, tally)));
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...roundTrips].sort((a, b) => a - b);
    return {
      server: target.name,
      concurrentMatches: K,
      seconds: Number(elapsed.toFixed(1)),
      matchesFinished: tally.matches,
      moves: roundTrips.length,
      movesPerSecond: Math.round(roundTrips.length / elapsed),
      roundTripMs: {
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: percentile(sorted, 100),
      },
      serverMemoryMB: memoryOf(child.pid!),
      errors: tally.errors,
    };
  } finally {
    child.kill('SIGKILL');
  }
}

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const stock = fileURLToPath(new URL('./stock-server.ts', import.meta.url));
const postgres = await startPostgres();
const results: Result[] = [];
try {
  const targets: Target[] = [
    { name: 'boardgame.io stock server (in-memory, baseline)', entry: stock, env: {} },
    {
      name: 'Gridplay server, SQLite',
      entry: main,
      env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'gridplay-bench-')) },
    },
    { name: 'Gridplay server, PostgreSQL', entry: main, env: { DATABASE_URL: postgres.url } },
  ];
  for (const target of targets) {
    const result = await measure(target);
    results.push(result);
    console.log(
      `${result.server.padEnd(50)} matches ${String(result.matchesFinished).padStart(5)}  moves/s ${String(result.movesPerSecond).padStart(6)}  ` +
        `round trip p50 ${result.roundTripMs.p50} ms  p99 ${result.roundTripMs.p99} ms  ` +
        `memory ${result.serverMemoryMB.rss} MB (peak ${result.serverMemoryMB.peakRss})  errors ${result.errors}`,
    );
  }
} finally {
  await postgres.stop();
}

const out = join(ROOT, 'bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'server-load.json'),
  JSON.stringify(
    {
      benchmark: 'server-load',
      date: new Date().toISOString(),
      game: 'hidden-hands (server fixture)',
      concurrentMatches: K,
      secondsPerServer: SECONDS,
      // The clients run on the same machine; other work on it shows in these figures.
      machine: {
        cpus: cpus().length,
        loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))),
        node: process.version,
      },
      results,
    },
    null,
    2,
  ) + '\n',
);
console.log(`wrote ${join(out, 'server-load.json')}`);
