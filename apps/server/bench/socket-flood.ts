/**
 * Socket flood on loopback (issue 10, item 5): an honest player's move round trip, quiet and
 * while an attacker on another address (127.0.0.2) floods the server:
 *
 *   - flood: 50 sockets, each sending `sync`s of the honest player's match just under the
 *     per-socket limit (19 a second each);
 *   - fresh socket per burst: 10 loops, each opening a socket, sending a full burst (40 syncs)
 *     at once and closing it, again and again.
 *
 * Run against the server with its per-client limits (the default) and with CLIENT_LIMITS=off
 * (how it was before). The attacker runs in its own process so its work does not slow the
 * honest client's measurements. Prints p50/p99 per case; writes bench-results/socket-flood.json.
 *
 *   npm run bench:flood -w @gridplay/server [-- --seconds 8]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { FIXTURE_ROOT } from '../src/testing/fixture-games';
import { freePort } from '../src/testing/scratch-databases';
import { seatedMatch } from '../src/testing/lobby-client';
import { SocketPlayer } from '../src/testing/socket-player';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    attack: { type: 'string' },
    url: { type: 'string' },
    match: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ATTACKER_ADDRESS = '127.0.0.2';
const FLOOD_SOCKETS = 50;
const FLOOD_RATE = 19; // a second per socket: just under the per-socket limit of 20
const FRESH_LOOPS = 10;
const BURST = 40;

type AttackKind = 'flood' | 'fresh';

interface AttackTally {
  sent: number;
  served: number;
  refused: number;
  connectionsRefused: number;
}

// ---------------------------------------------------------------- the attacker (own process)

function attackerSocket(url: string, reconnection: boolean): Socket {
  return io(`${url}/hidden-hands`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection,
    reconnectionDelay: 200,
    localAddress: ATTACKER_ADDRESS,
  } as never);
}

async function attack(kind: AttackKind, url: string, matchID: string, seconds: number) {
  const tally: AttackTally = { sent: 0, served: 0, refused: 0, connectionsRefused: 0 };
  const count = (socket: Socket) => {
    socket.on('sync', () => tally.served++);
    socket.on('gridplay:error', () => tally.refused++);
    socket.on('connect_error', () => tally.connectionsRefused++);
  };
  const deadline = Date.now() + seconds * 1000;
  if (kind === 'flood') {
    const sockets = Array.from({ length: FLOOD_SOCKETS }, () => attackerSocket(url, true));
    sockets.forEach(count);
    const timers = sockets.map((socket, i) =>
      setTimeout(
        () =>
          (timers[i] = setInterval(() => {
            if (!socket.connected) return;
            socket.emit('sync', matchID, null, null, 2);
            tally.sent++;
          }, 1000 / FLOOD_RATE)),
        (i * 1000) / FLOOD_RATE / FLOOD_SOCKETS,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, deadline - Date.now()));
    timers.forEach((t) => clearInterval(t));
    sockets.forEach((s) => s.close());
  } else {
    await Promise.all(
      Array.from({ length: FRESH_LOOPS }, async () => {
        while (Date.now() < deadline) {
          const socket = attackerSocket(url, false);
          count(socket);
          const connected = await new Promise<boolean>((resolve) => {
            socket.once('connect', () => resolve(true));
            socket.once('connect_error', () => resolve(false));
          });
          if (connected) {
            for (let i = 0; i < BURST; i++) socket.emit('sync', matchID, null, null, 2);
            tally.sent += BURST;
            await new Promise((resolve) => setTimeout(resolve, 50));
          } else {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          socket.close();
        }
      }),
    );
  }
  process.stdout.write(`${JSON.stringify(tally)}\n`);
  process.exit(0);
}

// ---------------------------------------------------------------- the honest player and the run

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Number(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1),
  );
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        GAMES_ROOT: FIXTURE_ROOT,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'gridplay-flood-')),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() - started > 30_000) throw new Error(`server did not start:\n${output}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child };
}

function startAttacker(kind: AttackKind, url: string, matchID: string, seconds: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      SELF,
      '--attack',
      kind,
      '--url',
      url,
      '--match',
      matchID,
      '--seconds',
      String(seconds),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<AttackTally>((resolve, reject) =>
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1)!));
      } catch {
        reject(new Error(`attacker printed: ${output}`));
      }
    }),
  );
  return { child, done };
}

/** The honest player writes notes (always legal) one after another, ~18 a second. */
async function honestRoundTrips(url: string, seconds: number) {
  const { matchID, seats } = await seatedMatch(url, 'hidden-hands');
  const player = new SocketPlayer(url, 'hidden-hands', matchID, '0', seats[0].credentials);
  await player.synced();
  const trips: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  // Warm-up, not measured.
  for (let i = 0; i < 10; i++) await player.move('note', `warm ${i}`);
  const measure = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const answer = await player.move('note', `n${trips.length}`).catch(() => undefined);
      if (answer?.event === 'update') trips.push(performance.now() - started);
      else errors++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { matchID, player, measure: measure().then(() => ({ trips, errors })) };
}

interface Case {
  limits: 'on' | 'off';
  attack: 'none' | AttackKind;
  moves: number;
  p50: number;
  p99: number;
  errors: number;
  attacker?: AttackTally;
}

async function runCase(url: string, limits: Case['limits'], kind: Case['attack']): Promise<Case> {
  // The honest session starts first; the attacker floods the very match it plays.
  const honest = await honestRoundTrips(url, SECONDS);
  const attacker = kind === 'none' ? undefined : startAttacker(kind, url, honest.matchID, SECONDS);
  const { trips, errors } = await honest.measure;
  honest.player.close();
  const tally = await attacker?.done;
  const sorted = trips.sort((a, b) => a - b);
  return {
    limits,
    attack: kind,
    moves: trips.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    attacker: tally,
  };
}

async function main() {
  const cases: Case[] = [];
  for (const limits of ['on', 'off'] as const) {
    const server = await startServer(limits === 'off' ? { CLIENT_LIMITS: 'off' } : {});
    try {
      for (const kind of ['none', 'flood', 'fresh'] as const) {
        const result = await runCase(server.url, limits, kind);
        cases.push(result);
        const quiet = cases.find((c) => c.limits === limits && c.attack === 'none')!;
        console.log(
          `limits ${limits.padEnd(3)} ${kind.padEnd(5)}  moves ${String(result.moves).padStart(4)}  ` +
            `p50 ${String(result.p50).padStart(6)} ms  p99 ${String(result.p99).padStart(6)} ms  ` +
            `(${(result.p99 / quiet.p99).toFixed(2)}× quiet p99)  errors ${result.errors}` +
            (result.attacker
              ? `  attacker: sent ${result.attacker.sent}, served ${result.attacker.served}, ` +
                `refused ${result.attacker.refused}, connections refused ${result.attacker.connectionsRefused}`
              : ''),
        );
        await new Promise((resolve) => setTimeout(resolve, 1000)); // let the server settle
      }
    } finally {
      server.child.kill('SIGKILL');
    }
  }
  const out = join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'socket-flood.json'),
    `${JSON.stringify(
      {
        benchmark: 'socket-flood',
        date: new Date().toISOString(),
        secondsPerCase: SECONDS,
        floodSockets: FLOOD_SOCKETS,
        floodRatePerSocket: FLOOD_RATE,
        freshLoops: FRESH_LOOPS,
        machine: { cpus: cpus().length, loadAverageAtEnd: loadavg(), node: process.version },
        cases,
      },
      null,
      2,
    )}\n`,
  );
}

if (values.attack) await attack(values.attack as AttackKind, values.url!, values.match!, SECONDS);
else await main();
