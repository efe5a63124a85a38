/**
 * Load test on loopback, in one run: boardgame.io's stock server (in-memory) beside Gridplay on
 * SQLite (one process) and on PostgreSQL + Redis (two processes, one killed mid-run), each with
 * K tables of people: a decision every 1–5 s, connections that drop and come back, spectators,
 * a new match when one ends (`human-table.ts`). Reports matches in play, moves/s, p50/p99/max
 * move round trip, memory and CPU of the servers, disk per match, errors, and for the killed
 * process whether any acknowledged move was lost. Writes bench-results/server-load.json.
 *
 *   npm run bench -w @gridplay/server [-- --matches 1000 --seconds 60 --ramp-seconds 20]
 *   … -- --only sqlite|postgres|stock            one target
 *   … -- --soak-minutes 30 [--only postgres]      one target (SQLite by default, or PostgreSQL +
 *                                                Redis, no process killed): memory over time,
 *                                                disk per match, and whether memory stayed flat
 *   … -- --profile-dir /tmp/prof                 V8 CPU profiles of the server processes
 *   … -- --pin off                               do not pin (see below)
 *   … -- --counters                              where the time goes: statements, Redis, … per move
 *
 * The servers run with their production per-address limits: each table's clients come from their
 * own loopback address (bench-client.ts). On a machine with several cores the load generator is
 * pinned to the last core and the servers to the others (taskset), the databases on any core, so that it does not take the
 * servers' CPU (the two PostgreSQL + Redis processes get a core each: see scaleOutCore); its own CPU use is reported beside theirs. CPU per move (all server processes'
 * CPU time / moves) is the figure that other work on the machine disturbs least.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import Database from 'libsql';
import { FIXTURE_ROOT } from '../src/testing/fixture-games';
import { freePort, startPostgres, startRedis } from '../src/testing/scratch-databases';
import { newTally, runTable, type Balancer, type Behaviour, type Tally } from './human-table';
import { cpuMeter, memoryOf } from './process-usage';
import { summaryTable } from './load-summary';
import { memoryTrend } from './memory-trend';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    'ramp-seconds': { type: 'string', default: '20' },
    'soak-minutes': { type: 'string' },
    only: { type: 'string' },
    /** PostgreSQL + Redis: keep both processes alive (by default one is killed mid-run). */
    'no-kill': { type: 'boolean', default: false },
    /** Write a V8 CPU profile of each server process into this folder (open it in Chrome DevTools). */
    'profile-dir': { type: 'string' },
    /**
     * Several processes: `match` (default) sends all of a match's connections to one process, as
     * a balancer hashing the socket's `matchID` query parameter does (see the server README);
     * `spread` sends a table's two seats and spectator to different processes (every move then
     * crosses Redis: the worst case).
     */
    balancer: { type: 'string', default: 'match' },
    /**
     * Gridplay servers count statements, pool waits, Redis messages, the catch-up poll and the
     * event loop's delay over the measured window (src/http/perf-counters.ts); printed per process.
     */
    counters: { type: 'boolean', default: false },
    /** `on` (default with ≥ 2 cores): load generator on the last core, servers on the others. */
    pin: { type: 'string', default: 'on' },
  },
});
if (values.balancer !== 'match' && values.balancer !== 'spread')
  throw new Error(`--balancer ${values.balancer}: use match or spread.`);
const TABLES = Number(values.matches);
const SOAK_MINUTES =
  values['soak-minutes'] === undefined ? undefined : Number(values['soak-minutes']);
const MEASURE_SECONDS = SOAK_MINUTES !== undefined ? SOAK_MINUTES * 60 : Number(values.seconds);
const RAMP_SECONDS = Number(values['ramp-seconds']);
const ONLY = SOAK_MINUTES !== undefined ? (values.only ?? 'sqlite') : values.only;
if (SOAK_MINUTES !== undefined && ONLY !== 'sqlite' && ONLY !== 'postgres')
  throw new Error(
    `--soak-minutes runs one Gridplay target: --only sqlite or postgres, not ${ONLY}.`,
  );
/** A soak watches memory and errors over time: no process is killed in it. */
const NO_KILL = values['no-kill'] || SOAK_MINUTES !== undefined;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const STOCK = fileURLToPath(new URL('./stock-server.ts', import.meta.url));

const PEOPLE: Behaviour = { thinkMs: [1000, 5000], reconnectChance: 0.03, spectatorChance: 0.1 };

/** The cores the servers may use, or undefined when not pinned (see the file comment). */
const SERVER_CORES = pinLoadGenerator();

function pinLoadGenerator(): string | undefined {
  const count = cpus().length;
  if (values.pin !== 'on' || count < 2) return undefined;
  try {
    pinSelf(String(count - 1));
    return count === 2 ? '0' : `0-${count - 2}`;
  } catch {
    return undefined; // no taskset: everything shares every core
  }
}

function pinSelf(cores: string): void {
  execFileSync('taskset', ['-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts a database unpinned: it stands for a machine of its own, so it may run on any core.
 * (Started from the pinned load generator, it would inherit its one core and queue behind it.)
 */
async function onEveryCore<T>(start: () => Promise<T>): Promise<T> {
  if (!SERVER_CORES) return start();
  const count = cpus().length;
  pinSelf(`0-${count - 1}`);
  try {
    return await start();
  } finally {
    pinSelf(String(count - 1));
  }
}

/**
 * The core of scale-out process `index`: one process per core, as a deployment runs them (two
 * processes on one core measure that core's queue, not the design). With 2 cores the second
 * process shares the load generator's core; its CPU is reported beside the servers'.
 */
function scaleOutCore(index: number): string | undefined {
  return SERVER_CORES ? String(index % cpus().length) : undefined;
}

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startProcess(
  entry: string,
  env: Record<string, string>,
  cores = SERVER_CORES,
): Promise<ServerProcess> {
  const port = await freePort();
  const profile = values['profile-dir']
    ? ['--cpu-prof', `--cpu-prof-dir=${values['profile-dir']}`]
    : [];
  const command = [process.execPath, ...profile, '--import', 'tsx', entry];
  // taskset execs node: the child's pid is the server's own.
  const pinned = cores ? ['taskset', '-c', cores, ...command] : command;
  const child = spawn(pinned[0], pinned.slice(1), {
    env: {
      ...process.env,
      PORT: String(port),
      GAMES_ROOT: FIXTURE_ROOT,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(values.counters ? { GRIDPLAY_PERF_COUNTERS: '1' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 30_000) throw new Error(`${entry} did not start:\n${output}`);
    const ready = await fetch(`${url}/games`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * With `--counters`: each process's counters since the last reset (src/http/perf-counters.ts),
 * or undefined for a process that keeps none (the stock server).
 */
async function perfCounters(
  processes: ServerProcess[],
  reset: boolean,
): Promise<(Record<string, number> | undefined)[] | undefined> {
  if (!values.counters) return undefined;
  return Promise.all(
    processes.map((p) =>
      fetch(`${p.url}/perf-counters${reset ? '?reset=1' : ''}`).then(
        async (r) => (r.ok ? ((await r.json()) as Record<string, number>) : undefined),
        () => undefined,
      ),
    ),
  );
}

interface Target {
  name: string;
  processes: ServerProcess[];
  /** Bytes the stored matches take now (undefined: in memory). */
  storedBytes(): Promise<number | undefined>;
  /** Bytes of the database's files on disk, WAL included (SQLite only). */
  filesOnDisk?(): number;
  /** Stored state id per match, to check that no acknowledged move was lost. */
  storedStates?(ids: string[]): Promise<Map<string, number>>;
  /** Kill this process halfway through the measurement. */
  killMidRun?: ServerProcess;
  stop(): Promise<void>;
}

interface TimelinePoint {
  minute: number;
  rssMB: number[];
  matchesInPlay: number;
  movesPerSecond: number;
  p99Ms: number;
  /** The database's files on disk (SQLite: database + WAL). */
  filesMB?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));

async function measure(target: Target) {
  const tally: Tally = newTally();
  const alive = new Set(target.processes.map((p) => p.url));
  const urls = target.processes.map((p) => p.url);
  const balancer: Balancer = {
    pick: (table, connection) => {
      const live = urls.filter((url) => alive.has(url));
      const n = values.balancer === 'spread' ? table * 3 + connection : table;
      return live[n % live.length];
    },
    isAlive: (url) => alive.has(url),
  };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const rampMs = RAMP_SECONDS * 1000;
  const measureStart = Date.now() + rampMs;
  const deadline = measureStart + MEASURE_SECONDS * 1000;
  const tables = Array.from({ length: TABLES }, (_, n) =>
    new Promise((resolve) => setTimeout(resolve, (n / TABLES) * rampMs)).then(() =>
      runTable(n, balancer, PEOPLE, tally, deadline),
    ),
  );

  await new Promise((resolve) => setTimeout(resolve, rampMs));
  tally.measuring = true;
  lag.enable();
  const meters = target.processes.map((p) => cpuMeter(p.child.pid!));
  meters.forEach((m) => m.start());
  const generatorCpu0 = process.cpuUsage();
  const bytesAtStart = await target.storedBytes();
  const startedAtStart = tally.matchesStarted;
  const movesAtStart = tally.moves;
  await perfCounters(target.processes, true);
  const measureT0 = performance.now();
  const held: number[] = [];
  const timeline: TimelinePoint[] = [];
  const sampleEveryMs =
    SOAK_MINUTES !== undefined ? Math.max(10_000, (MEASURE_SECONDS * 1000) / 30) : 5000;
  let lastSample = { at: performance.now(), moves: tally.moves, trips: 0 };
  let killed = false;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Past the deadline, tables stop on purpose: not a match the server failed to hold.
    if (Date.now() >= deadline) break;
    held.push(tally.matchesInPlay);
    if (
      target.killMidRun &&
      !killed &&
      Date.now() >= measureStart + (deadline - measureStart) / 2
    ) {
      killed = true;
      alive.delete(target.killMidRun.url);
      target.killMidRun.child.kill('SIGKILL');
      console.log(
        `  killed ${target.killMidRun.url} (kill -9) at mid-run, ${new Date().toISOString()}`,
      );
    }
    if (performance.now() - lastSample.at >= sampleEveryMs) {
      const now = performance.now();
      const trips = tally.roundTrips.slice(lastSample.trips).sort((a, b) => a - b);
      const point: TimelinePoint = {
        minute: Number(((now - measureT0) / 60_000).toFixed(1)),
        rssMB: target.processes
          .filter((p) => alive.has(p.url))
          .map((p) => memoryOf(p.child.pid!).rssMB),
        matchesInPlay: tally.matchesInPlay,
        movesPerSecond: Math.round(
          (tally.moves - lastSample.moves) / ((now - lastSample.at) / 1000),
        ),
        p99Ms: percentile(trips, 99),
        filesMB: target.filesOnDisk && Math.round(target.filesOnDisk() / 1e6),
      };
      timeline.push(point);
      if (SOAK_MINUTES !== undefined)
        console.log(
          `  ${String(point.minute).padStart(5)} min  rss ${point.rssMB.join('+')} MB  in play ${point.matchesInPlay}  moves/s ${point.movesPerSecond}  p99 ${point.p99Ms} ms  files ${point.filesMB ?? '-'} MB`,
        );
      lastSample = { at: now, moves: tally.moves, trips: tally.roundTrips.length };
    }
  }
  if (held.length === 0) held.push(tally.matchesInPlay);
  const elapsed = (performance.now() - measureT0) / 1000;
  const generatorCpu = process.cpuUsage(generatorCpu0);
  const survivors = target.processes.filter((p) => alive.has(p.url));
  const memory = survivors.map((p) => memoryOf(p.child.pid!));
  const cpu = target.processes.map((p, i) =>
    alive.has(p.url) ? meters[i].percentOfOneCore() : null,
  );
  const bytesAtEnd = await target.storedBytes();
  const counters = await perfCounters(survivors, false);
  const matchesInWindow = tally.matchesStarted - startedAtStart;
  const moves = tally.moves - movesAtStart;
  tally.measuring = false;
  lag.disable();
  await Promise.all(tables);

  let lostMoves: number | undefined;
  if (target.storedStates) {
    const acknowledged = [...tally.acknowledged];
    const stored = await target.storedStates(acknowledged.map(([id]) => id));
    lostMoves = acknowledged.filter(([id, stateID]) => (stored.get(id) ?? -1) < stateID).length;
  }
  const sorted = tally.roundTrips.sort((a, b) => a - b);
  return {
    server: target.name,
    tables: TABLES,
    seconds: Number(elapsed.toFixed(1)),
    matchesInPlay: {
      min: Math.min(...held),
      mean: Math.round(held.reduce((a, b) => a + b, 0) / held.length),
    },
    matchesStartedWhileMeasuring: matchesInWindow,
    matchesFinished: tally.matchesFinished,
    moves,
    movesPerSecond: Math.round(moves / elapsed),
    roundTripMs: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: percentile(sorted, 100),
    },
    matchStartMs: (() => {
      const starts = tally.matchStarts.sort((a, b) => a - b);
      return { p50: percentile(starts, 50), p99: percentile(starts, 99) };
    })(),
    serverMemoryMB: memory,
    serverCpuPercentOfOneCore: cpu,
    // CPU per move (every server process together; lobby, sockets and storage included): the
    // figure that other work on the machine disturbs least.
    serverCpuMsPerMove:
      moves === 0
        ? null
        : Number(
            (
              (cpu.reduce<number>((sum, c) => sum + (c ?? 0), 0) / 100) *
              (elapsed / moves) *
              1000
            ).toFixed(2),
          ),
    diskBytesPerMatch:
      bytesAtStart === undefined || bytesAtEnd === undefined || matchesInWindow === 0
        ? null
        : Math.round((bytesAtEnd - bytesAtStart) / matchesInWindow),
    reconnects: tally.reconnects,
    spectators: tally.spectators,
    killedProcess: target.killMidRun
      ? { interruptedMoves: tally.interruptedByKill, lostMoves }
      : null,
    acknowledgedMovesLost: lostMoves ?? null,
    errors: Object.fromEntries(tally.errors),
    errorCount: [...tally.errors.values()].reduce((a, b) => a + b, 0),
    perfCounters: counters,
    benchEventLoopP99Ms: Number((lag.percentile(99) / 1e6).toFixed(1)),
    loadGeneratorCpuPercentOfOneCore: Math.round(
      ((generatorCpu.user + generatorCpu.system) / 1e6 / elapsed) * 100,
    ),
    timeline,
    memoryTrend: SOAK_MINUTES !== undefined ? memoryTrend(timeline) : undefined,
  };
}

function sqliteTarget(): () => Promise<Target> {
  return async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gridplay-bench-'));
    const server = await startProcess(MAIN, { DATA_DIR: dataDir });
    // What SQLite holds (pages of the latest commit, WAL included), not the files: the WAL file
    // keeps its size after a checkpoint.
    const bytes = () => {
      const db = new Database(join(dataDir, 'gridplay.sqlite'), { readonly: true });
      try {
        const [{ page_count: pages }] = db.prepare('PRAGMA page_count').all() as {
          page_count: number;
        }[];
        const [{ page_size: size }] = db.prepare('PRAGMA page_size').all() as {
          page_size: number;
        }[];
        return pages * size;
      } finally {
        db.close();
      }
    };
    return {
      name: 'Gridplay, SQLite, 1 process',
      processes: [server],
      storedBytes: async () => bytes(),
      filesOnDisk: () =>
        ['gridplay.sqlite', 'gridplay.sqlite-wal'].reduce((sum, name) => {
          try {
            return sum + statSync(join(dataDir, name)).size;
          } catch {
            return sum;
          }
        }, 0),
      async storedStates(ids) {
        // Read after the server has stopped (SIGTERM), as the next start would.
        await stopProcess(server);
        const db = new Database(join(dataDir, 'gridplay.sqlite'), { readonly: true });
        const rows = db.prepare('SELECT id, state_id FROM gridplay_matches').all() as {
          id: string;
          state_id: number;
        }[];
        db.close();
        const wanted = new Set(ids);
        return new Map(rows.filter((r) => wanted.has(r.id)).map((r) => [r.id, r.state_id]));
      },
      stop: () => stopProcess(server),
    };
  };
}

function postgresTarget(): () => Promise<Target> {
  return async () => {
    const postgres = await onEveryCore(startPostgres);
    // Without redis-server the PostgreSQL just started would be left running after the bench.
    const redis = await onEveryCore(startRedis).catch(async (error) => {
      await postgres.stop();
      throw error;
    });
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
    const started: ServerProcess[] = [];
    try {
      for (const index of [0, 1]) started.push(await startProcess(MAIN, env, scaleOutCore(index)));
    } catch (error) {
      // Leave nothing running behind a server that could not start.
      for (const server of started) await stopProcess(server);
      await redis.stop();
      await postgres.stop();
      throw error;
    }
    const [a, b] = started;
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    return {
      name:
        `Gridplay, PostgreSQL + Redis, 2 processes${NO_KILL ? '' : ' (one killed mid-run)'}` +
        (values.balancer === 'spread' ? ', seats spread over them' : ', a match on one'),
      processes: [a, b],
      killMidRun: NO_KILL ? undefined : b,
      storedBytes: async () =>
        Number(
          (
            await client.query(
              "SELECT pg_total_relation_size('gridplay_matches') + pg_total_relation_size('gridplay_log') AS bytes",
            )
          ).rows[0].bytes,
        ),
      async storedStates(ids) {
        const { rows } = await client.query(
          'SELECT id, state_id FROM gridplay_matches WHERE id = ANY($1)',
          [ids],
        );
        return new Map(rows.map((r: { id: string; state_id: number }) => [r.id, r.state_id]));
      },
      async stop() {
        await client.end();
        await stopProcess(a);
        await stopProcess(b);
        await redis.stop();
        await postgres.stop();
      },
    };
  };
}

function stockTarget(): () => Promise<Target> {
  return async () => {
    const server = await startProcess(STOCK, {});
    return {
      name: 'boardgame.io stock server (in-memory, baseline)',
      processes: [server],
      storedBytes: async () => undefined,
      stop: () => stopProcess(server),
    };
  };
}

async function stopProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const force = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

const targets: [string, () => Promise<Target>][] = [
  ['stock', stockTarget()],
  ['sqlite', sqliteTarget()],
  ['postgres', postgresTarget()],
];

const loadAtStart = loadavg().map((n) => Number(n.toFixed(2)));
console.log(
  `load average ${loadAtStart.join(' ')} on ${cpus().length} cores; ` +
    (SERVER_CORES
      ? `servers pinned to core(s) ${SERVER_CORES} (PostgreSQL + Redis: one process per core, ${[0, 1].map(scaleOutCore).join(' and ')}), ` +
        `load generator to core ${cpus().length - 1}, databases on any core`
      : 'not pinned'),
);
const results = [];
/** The target being measured: stopped (servers, databases) if the benchmark itself is stopped. */
let running: Target | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the servers and databases of this run…`);
    void (running?.stop() ?? Promise.resolve())
      .catch(() => undefined)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
for (const [key, open] of targets) {
  if (ONLY && ONLY !== key) continue;
  let target: Target;
  try {
    target = await open();
  } catch (error) {
    // One server that cannot start must not cost the figures of the others.
    console.log(`${key}: could not start — ${(error as Error).message.slice(0, 2000)}`);
    continue;
  }
  console.log(
    `${target.name}: ${TABLES} tables, ramp ${RAMP_SECONDS} s, measuring ${MEASURE_SECONDS} s…`,
  );
  running = target;
  try {
    const result = await measure(target);
    results.push(result);
    console.log(
      `  in play ${result.matchesInPlay.mean} (min ${result.matchesInPlay.min})  moves/s ${result.movesPerSecond}  ` +
        `round trip p50 ${result.roundTripMs.p50} / p99 ${result.roundTripMs.p99} / max ${result.roundTripMs.max} ms  ` +
        `match start p50 ${result.matchStartMs.p50} / p99 ${result.matchStartMs.p99} ms  ` +
        `memory ${result.serverMemoryMB.map((m) => `${m.rssMB} MB (peak ${m.peakRssMB})`).join(' + ')}  ` +
        `cpu ${result.serverCpuPercentOfOneCore.map((c) => (c === null ? 'killed' : `${c}%`)).join(' + ')} (${result.serverCpuMsPerMove} ms/move)  ` +
        `disk/match ${result.diskBytesPerMatch ?? '-'} B  errors ${result.errorCount}` +
        (result.acknowledgedMovesLost === null
          ? ''
          : `  acknowledged moves lost ${result.acknowledgedMovesLost}`) +
        `  (load generator: cpu ${result.loadGeneratorCpuPercentOfOneCore}%, loop p99 ${result.benchEventLoopP99Ms} ms)`,
    );
    if (result.errorCount > 0) {
      console.log('  errors:', result.errors);
      // What the servers said is the first thing to read when a request failed.
      const logDir = join(ROOT, 'bench-results');
      mkdirSync(logDir, { recursive: true });
      target.processes.forEach((server, index) => {
        const logFile = join(logDir, `${key}-server-${index}.log`);
        writeFileSync(logFile, server.output());
        console.log(`  server output: ${logFile}`);
      });
    }
    if (result.memoryTrend)
      console.log(
        `  memory ${result.memoryTrend.flat ? 'flat' : 'GREW'}: middle third ${result.memoryTrend.middleMB.join(' + ')} MB, ` +
          `last third ${result.memoryTrend.lastMB.join(' + ')} MB (${result.memoryTrend.growthMB.map((g) => (g >= 0 ? `+${g}` : g)).join(', ')} MB)`,
      );
    for (const counters of result.perfCounters ?? [])
      if (counters) console.log('  counters:', counters);
  } finally {
    await target.stop();
    running = undefined;
  }
}

const out = join(ROOT, 'bench-results');
mkdirSync(out, { recursive: true });
const file = join(out, SOAK_MINUTES !== undefined ? 'server-soak.json' : 'server-load.json');
writeFileSync(
  file,
  JSON.stringify(
    {
      benchmark: SOAK_MINUTES !== undefined ? 'server-soak' : 'server-load',
      date: new Date().toISOString(),
      game: 'hidden-hands (server fixture, 6 moves a match)',
      people: PEOPLE,
      tables: TABLES,
      rampSeconds: RAMP_SECONDS,
      measureSeconds: MEASURE_SECONDS,
      // The clients run on the same machine as the servers; other work on it shows in these figures.
      machine: {
        cpus: cpus().length,
        serverCores: SERVER_CORES ?? 'all',
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))),
        node: process.version,
      },
      results,
    },
    null,
    2,
  ) + '\n',
);
console.log(`\n${summaryTable(results)}\n`);
console.log(`wrote ${file}`);
