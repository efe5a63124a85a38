/**
 * SQLite's WAL is folded back into the database file by a checkpoint, which writes the pages and
 * fsyncs the file: 20–400 ms on this kind of disk. By default SQLite runs it inside the commit
 * that crosses 1000 pages, i.e. on the server's only thread, stalling every match at once. Here a
 * worker thread with its own connection checkpoints once a second instead (PASSIVE: it never
 * blocks a writer), so commits on the main thread never wait for the disk. If the worker cannot
 * run, the caller keeps SQLite's own checkpoints.
 *
 * A PASSIVE checkpoint never waits for writers, so under steady writes it never catches up with
 * the end of the WAL, and SQLite starts the WAL file over only once a checkpoint has: the file
 * grew to 8.6 GB in 20 minutes of 1,000 tables, and every read got slower as the WAL's index grew.
 * So once the WAL holds `truncateAtFrames` pages, a TRUNCATE checkpoint follows the PASSIVE one:
 * it holds writers back only for the pages written since (about a second's worth), then empties
 * the file. If it cannot get the database (busy), the next round tries again.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';

const EVERY_MS = 1000;
/**
 * 256 MB of 4 KB pages: at 1,000 tables a TRUNCATE about every 35 s. Each holds writers back for
 * a moment (an fsync), so not more often: at 64 MB (every 9 s) the soak's p99 went from about
 * 20 to 35–70 ms. The WAL's index stays small enough (16 segments) that reads do not slow down.
 */
const TRUNCATE_AT_FRAMES = 65_536;

// CommonJS, evaluated in the worker: `require` comes with eval'd worker code, `import` does not.
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 1000 });
const timed = (mode) => {
  const started = performance.now();
  const [result] = db.pragma('wal_checkpoint(' + mode + ')');
  const ms = performance.now() - started;
  if (ms >= workerData.slowMs) parentPort.postMessage({ slow: { mode, ms: Math.round(ms), ...result } });
  return result;
};
const checkpoint = () => {
  try {
    const { log } = timed('PASSIVE');
    if (log >= workerData.truncateAtFrames) timed('TRUNCATE');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage({ ready: true });
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

export interface CheckpointOptions {
  everyMs?: number;
  /** WAL pages after which the WAL file is emptied (a TRUNCATE checkpoint). */
  truncateAtFrames?: number;
  /** Told of each checkpoint that took at least `slowMs` (a TRUNCATE holds writers back). */
  onSlow?: (slow: SlowCheckpoint) => void;
  slowMs?: number;
}

export interface SlowCheckpoint {
  mode: 'PASSIVE' | 'TRUNCATE';
  ms: number;
  /** SQLite's own answer: busy (1 when it could not finish), WAL pages, pages checkpointed. */
  busy: number;
  log: number;
  checkpointed: number;
}

/** Starts checkpointing `file` from a worker; resolves once it runs, rejects if it cannot. */
export function startWalCheckpointer(
  file: string,
  {
    everyMs = EVERY_MS,
    truncateAtFrames = TRUNCATE_AT_FRAMES,
    onSlow,
    slowMs = 250,
  }: CheckpointOptions = {},
): Promise<WalCheckpointer> {
  const driver = createRequire(import.meta.url).resolve('libsql');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver, everyMs, truncateAtFrames, slowMs },
  });
  // A checkpoint that fails now is retried a second later; the WAL only grows meanwhile.
  worker.unref();
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { slow?: SlowCheckpoint }) => {
      if (message.slow) onSlow?.(message.slow);
    });
    worker.once('message', (message: { ready?: boolean }) => {
      if (!message.ready) return reject(new Error('the checkpoint worker did not start'));
      resolve({
        stop: async () => {
          const exited = new Promise((done) => worker.once('exit', done));
          worker.postMessage('stop');
          await Promise.race([exited, new Promise((done) => setTimeout(done, 1000))]);
          await worker.terminate();
        },
      });
    });
  });
}
