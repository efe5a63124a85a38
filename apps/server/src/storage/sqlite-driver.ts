/**
 * SQLite through libsql (a better-sqlite3-compatible driver whose binary comes inside its npm
 * package, so `npm install` compiles nothing): synchronous, so a guarded batch is one atomic JS
 * call. What it checks, because a file on a disk can go wrong under a running server:
 *
 * - one process only: the file is locked (`single-process-lock.ts`); a second server is refused
 *   and told to use PostgreSQL and Redis for several processes;
 * - on open, `PRAGMA quick_check`: a damaged file refuses to start instead of failing later;
 * - before every write, that the file on disk is still the one opened: writes to a deleted or
 *   replaced file would vanish at the next start, so they are refused;
 * - every SQLite error that means the disk, not the query, failed becomes a `StorageFault`.
 *
 * Checkpoints (fsyncs) run in a worker thread (`wal-checkpointer.ts`), not inside a commit. A
 * write that finds the file locked is tried again between event-loop turns (`translated`).
 */
import Database from 'libsql';
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqlDriver, Statement } from './sql-driver';
import { StorageFault } from './storage-fault';
import { lockForThisProcess, type ProcessLock } from './single-process-lock';
import {
  startWalCheckpointer,
  type SlowCheckpoint,
  type WalCheckpointer,
} from './wal-checkpointer';

export interface SqliteDriver extends SqlDriver {
  /** Runs a PRAGMA on the connection (tuning, and tests that shrink the database's room). */
  pragma(statement: string): unknown;
}

/** How long a write waits for the file's write lock (held by a checkpoint) before it fails. */
const BUSY_TIMEOUT_MS = 5000;
/**
 * How long one attempt lets SQLite wait for the lock inside the call. The call is synchronous: it
 * holds every match of the server while it waits, so longer waits are spent between attempts.
 */
const BLOCKING_WAIT_MS = 50;
/** The pauses between attempts on a locked file; the last repeats until the timeout. */
const RETRY_PAUSES_MS = [5, 10, 20, 50, 100, 200];

/** The `StorageFault` an SQLite error stands for, or the error itself when the query is to blame. */
export function storageFaultOf(
  error: unknown,
  file: string,
  busyTimeoutMs = BUSY_TIMEOUT_MS,
): unknown {
  const code = sqliteCode(error);
  const cause = { cause: error };
  if (code === 'SQLITE_FULL') return new StorageFault('full', "the server's disk is full", cause);
  if (isBusyCode(code))
    return new StorageFault(
      'busy',
      `the database file ${file} stayed locked for ${busyTimeoutMs / 1000} s (a checkpoint, or another program holding it)`,
      cause,
    );
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
    return new StorageFault('damaged', `the database file ${file} is damaged`, cause);
  if (
    code.startsWith('SQLITE_IOERR') ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code.startsWith('SQLITE_READONLY')
  )
    return new StorageFault('unavailable', `the database file ${file} cannot be written`, cause);
  return error;
}

/** SQLite's error code ("SQLITE_BUSY_SNAPSHOT", …), or '' for an error of another kind. */
function sqliteCode(error: unknown): string {
  return String((error as { code?: unknown }).code ?? '');
}

/** The file (or a table of it) was locked by another connection: worth trying again. */
function isBusyCode(code: string): boolean {
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

function fileIdentity(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.dev}:${stats.ino}` : undefined;
}

export interface SqliteOptions {
  /** How long a write waits for the write lock before it fails (tests shorten it). */
  busyTimeoutMs?: number;
  /** How long one attempt waits inside SQLite, blocking the thread (tests set 0). */
  blockingWaitMs?: number;
  /** Told of each checkpoint slow enough to stall writes (the server logs it). */
  onSlowCheckpoint?: (slow: SlowCheckpoint) => void;
}

export function openSqlite(
  file: string,
  {
    busyTimeoutMs = BUSY_TIMEOUT_MS,
    blockingWaitMs = BLOCKING_WAIT_MS,
    onSlowCheckpoint,
  }: SqliteOptions = {},
): SqliteDriver {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const lock: ProcessLock | undefined = inMemory ? undefined : lockForThisProcess(file);
  let db: Database.Database;
  try {
    db = new Database(file);
    refuseDamaged(db, file);
    // WAL: readers never block the writer; a committed transaction survives a killed process.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma(`busy_timeout = ${Math.min(blockingWaitMs, busyTimeoutMs)}`);
    // 32 MB of page cache (the default is 2 MB): a thousand matches in play, their log pages and
    // indexes stay in memory instead of being read back from the file at every move.
    db.pragma('cache_size = -32000');
  } catch (error) {
    lock?.release();
    throw storageFaultOf(error, file);
  }
  const opened = inMemory ? undefined : fileIdentity(file);

  // Until the worker runs (or if it cannot), SQLite checkpoints inside commits as usual.
  let closed = false;
  let checkpointer: WalCheckpointer | undefined;
  if (!inMemory) {
    startWalCheckpointer(file, { onSlow: onSlowCheckpoint }).then(
      (started) => {
        if (closed) return void started.stop();
        checkpointer = started;
        db.pragma('wal_autocheckpoint = 0');
      },
      () => undefined,
    );
  }

  const prepared = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement;
  };

  /** Writes to a file that is no longer at its path would be lost at the next start. */
  const refuseLostFile = () => {
    if (inMemory || fileIdentity(file) === opened) return;
    throw new StorageFault(
      'missing',
      `the database file ${file} was deleted or replaced while the server ran (restart the server; matches stored since then are lost)`,
    );
  };

  /**
   * Every write is a transaction that takes the write lock in its first statement, `BEGIN
   * IMMEDIATE`, so no statement after it can find the file locked. Why: libsql does not reset a
   * statement that failed with SQLITE_BUSY, and SQLite then refuses every later COMMIT of the
   * connection ("SQL statements in progress") until that statement runs again — one busy moment
   * (a checkpoint holding the lock) would fail every following move. A `BEGIN IMMEDIATE` that
   * failed is the statement every write runs first, so the next write resets it.
   *
   * Not libsql's db.transaction(): when SQLite has already rolled back by itself (a full disk
   * does that), its own ROLLBACK fails and hides the real error.
   */
  const inWriteTransaction = <T>(work: () => T, keep: (result: T) => boolean): T => {
    prepare('BEGIN IMMEDIATE').run();
    try {
      const result = work();
      prepare(keep(result) ? 'COMMIT' : 'ROLLBACK').run();
      return result;
    } catch (error) {
      if (db.inTransaction) prepare('ROLLBACK').run();
      throw error;
    }
  };

  const guarded = (guard: Statement, rest: Statement[]): boolean =>
    inWriteTransaction(
      () => {
        if (prepare(guard.sql).run(...guard.params).changes === 0) return false;
        for (const statement of rest) prepare(statement.sql).run(...statement.params);
        return true;
      },
      (changed) => changed,
    );

  /**
   * Runs `work`, again while the file is locked, up to `busyTimeoutMs` in all. SQLite waits only a
   * moment itself, and sometimes not at all: under load it answered "locked" after 80 ms of a 5 s
   * timeout, with no slow checkpoint in sight, failing a move for a lock gone a moment later. A
   * failed attempt changed nothing (its transaction rolled back), so it is safe to run again.
   */
  const translated = async <T>(work: () => T): Promise<T> => {
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return work();
      } catch (error) {
        const waited = performance.now() - started;
        if (!isBusyCode(sqliteCode(error)) || db.inTransaction || waited >= busyTimeoutMs)
          throw storageFaultOf(error, file, busyTimeoutMs);
        const pause = RETRY_PAUSES_MS[Math.min(attempt, RETRY_PAUSES_MS.length - 1)];
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(pause, busyTimeoutMs - waited)),
        );
      }
    }
  };

  return {
    all: <Row>(sql: string, params: unknown[] = []) =>
      translated(() => prepare(sql).all(...params) as Row[]),
    first: <Row>(sql: string, params: unknown[] = []) =>
      translated(() => (prepare(sql).get(...params) ?? undefined) as Row | undefined),
    run: (sql, params = []) =>
      translated(() => {
        refuseLostFile();
        return inWriteTransaction(
          () => prepare(sql).run(...params).changes,
          () => true,
        );
      }),
    guardedBatch: (guard, rest) =>
      translated(() => {
        refuseLostFile();
        return guarded(guard, rest);
      }),
    pragma: (statement) => db.pragma(statement),
    close: async () => {
      closed = true;
      await checkpointer?.stop();
      prepared.clear();
      // libsql frees the connection only when it is garbage-collected: fold the WAL into the
      // file now, so the file alone holds every match once the server has stopped.
      if (!inMemory) {
        try {
          db.pragma('wal_checkpoint(TRUNCATE)');
        } catch {
          // A deleted or damaged file has nothing left to fold into.
        }
      }
      db.close();
      lock?.release();
    },
  };
}

/** A file that is not a database, or whose pages are damaged, is refused before anything runs. */
function refuseDamaged(db: Database.Database, file: string): void {
  let problems: string[];
  try {
    const rows = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
    problems = rows
      .map((row) => row.quick_check.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== 'ok');
  } catch (error) {
    const fault = storageFaultOf(error, file);
    if (!(fault instanceof StorageFault) || fault.kind !== 'damaged') throw fault;
    problems = [(error as Error).message];
  }
  if (problems.length > 0) {
    throw new StorageFault(
      'damaged',
      `The database file ${file} is damaged (${problems.slice(0, 3).join('; ')}). ` +
        'Restore it from a backup, or move it away to start with an empty database.',
    );
  }
}
