/**
 * One server process per SQLite file. Two processes on one file both run, but neither sees the
 * other's moves as they happen (each fans out only to its own sockets), so players on different
 * processes stall each other. The second process is refused instead.
 *
 * The lock is an open exclusive transaction on a small side file, `<file>.lock`: SQLite's own
 * file locks, which the operating system drops when the process dies (kill -9 included), so a
 * crashed server never leaves a stale lock behind. A lock on the database file itself
 * (`locking_mode = EXCLUSIVE`) would do the same, but libsql releases it only when its
 * connection is garbage-collected, so a server stopped and started again in one process (tests)
 * would lock itself out.
 */
import Database from 'libsql';
import { StorageFault } from './storage-fault';

export interface ProcessLock {
  release(): void;
}

/**
 * How long to wait for a server that is still shutting down on the same file: a restart (a
 * supervisor's, or `tsx` relaying a stop to the node process under it) may begin before the old
 * process has closed its sockets and let go. Seen in CI: 2 s was not always enough on a busy
 * machine, and the restarted server refused to start.
 */
const WAIT_FOR_PREVIOUS_MS = 10_000;

export function lockForThisProcess(file: string): ProcessLock {
  const lockFile = `${file}.lock`;
  const holder = new Database(lockFile, { timeout: WAIT_FOR_PREVIOUS_MS });
  try {
    holder.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    holder.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new StorageFault(
      'in-use',
      `Another Gridplay server process is already using ${file}. The built-in SQLite database ` +
        'serves one process; to run several, give them a shared PostgreSQL database ' +
        '(DATABASE_URL=postgres://…) and Redis (REDIS_URL=redis://…): see apps/server/README.md.',
      { cause: error },
    );
  }
  return {
    release() {
      if (!holder.open) return;
      holder.exec('ROLLBACK');
      holder.close();
    },
  };
}
