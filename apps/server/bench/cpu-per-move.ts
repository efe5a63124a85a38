/**
 * Server CPU per move, the figure that other work on the machine disturbs least: the same matches
 * (create, two joins, two sockets, six moves, close) are played at full speed against
 * boardgame.io's stock server and against Gridplay on SQLite, in alternating rounds, and each
 * server process's CPU time (user + system, from /proc) is divided by the moves played. People's
 * think time is left out, so this is the work a move costs, lobby and sockets included.
 *
 *   npx tsx bench/cpu-per-move.ts [--matches 200] [--concurrent 20] [--rounds 3]
 *   … --also /path/to/another/apps/server/src/main.ts     a third server (e.g. an older build)
 *   … --profile-dir /tmp/prof                              V8 CPU profiles of the servers
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIXTURE_ROOT } from '../src/testing/fixture-games';
import { freePort } from '../src/testing/scratch-databases';
import { BenchSocket, seatedMatch, tableAddress } from './bench-client';
import { cpuSecondsOf } from './process-usage';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '200' },
    concurrent: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    also: { type: 'string' },
    /** Write a V8 CPU profile of each server process into this folder. */
    'profile-dir': { type: 'string' },
  },
});
const MATCHES = Number(values.matches);
const CONCURRENT = Number(values.concurrent);
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const STOCK = fileURLToPath(new URL('./stock-server.ts', import.meta.url));
const MOVES_PER_MATCH = 6;

const targets: { name: string; entry: string; storage: boolean }[] = [
  { name: 'boardgame.io stock (in-memory)', entry: STOCK, storage: false },
  { name: 'Gridplay, SQLite', entry: MAIN, storage: true },
  ...(values.also
    ? [{ name: `other build (${values.also})`, entry: values.also, storage: true }]
    : []),
];

async function start(
  entry: string,
  storage: boolean,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const profile = values['profile-dir']
    ? ['--cpu-prof', `--cpu-prof-dir=${values['profile-dir']}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      GAMES_ROOT: FIXTURE_ROOT,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(storage ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'gridplay-cpu-')) } : {}),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (
      await fetch(`${url}/games`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${entry} did not start`);
}

async function playMatch(url: string, n: number): Promise<void> {
  const address = tableAddress(n % 1000);
  const { matchID, seats } = await seatedMatch(() => url, 'hidden-hands', address);
  const sockets = seats.map(
    (s) => new BenchSocket(url, 'hidden-hands', matchID, s.playerID, s.credentials, address),
  );
  try {
    await Promise.all(sockets.map((s) => s.synced()));
    for (let stateID = 0; stateID < MOVES_PER_MATCH; stateID++) {
      const seat = sockets[stateID % 2];
      await seat.reaches(stateID);
      const answer = await seat.move('play', [seat.state.G.hands[seat.playerID!][0]]);
      if (!answer.accepted) throw new Error(answer.reason);
    }
  } finally {
    sockets.forEach((s) => s.close());
  }
}

async function playMany(url: string, count: number, first: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (next < count) await playMatch(url, first + next++);
    }),
  );
}

const perMove = new Map<string, number[]>(targets.map((t) => [t.name, []]));
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const target of targets) {
    const server = await start(target.entry, target.storage);
    try {
      await playMany(server.url, 20, 0); // warm up: compiled code, caches
      const cpu0 = cpuSecondsOf(server.child.pid!);
      const t0 = performance.now();
      await playMany(server.url, MATCHES, 20);
      const ms = ((cpuSecondsOf(server.child.pid!) - cpu0) * 1000) / (MATCHES * MOVES_PER_MATCH);
      perMove.get(target.name)!.push(ms);
      console.log(
        `round ${round}  ${target.name}: ${ms.toFixed(3)} ms CPU per move ` +
          `(${MATCHES} matches in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stock = median(perMove.get(targets[0].name)!);
console.log('\n| server | CPU ms per move (median) | × stock |\n| --- | --- | --- |');
for (const [name, xs] of perMove)
  console.log(`| ${name} | ${median(xs).toFixed(3)} | ${(median(xs) / stock).toFixed(2)} |`);
