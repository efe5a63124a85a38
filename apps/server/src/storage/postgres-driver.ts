/** PostgreSQL through a `pg` pool; `?` placeholders become `$1, $2…`. */
import pg from 'pg';
import type { SqlDriver, Statement } from './sql-driver';
import { StorageFault } from './storage-fault';
import { perf } from '../http/perf-counters';

/** PostgreSQL's error classes and Node's socket errors that mean the database, not the query, failed. */
function storageFaultOf(error: unknown): unknown {
  const code = String((error as { code?: unknown }).code ?? '');
  const cause = { cause: error };
  if (code === '53100')
    return new StorageFault('full', "the database server's disk is full", cause);
  if (code === 'XX001' || code === 'XX002')
    return new StorageFault('damaged', 'the database has damaged data', cause);
  if (/^(08|57P0|53)/.test(code) || /^E(CONNREFUSED|CONNRESET|HOSTUNREACH|TIMEDOUT)$/.test(code))
    return new StorageFault('unavailable', 'the database server cannot be reached', cause);
  return error;
}

async function translated<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw storageFaultOf(error);
  }
}

function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export function openPostgres(url: string): SqlDriver {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not take the process down.
  pool.on('error', () => {});

  /** With the counters on: how often a statement had to queue for one of the pool's connections. */
  const query = (sql: string, params: unknown[]) => {
    if (perf && pool.waitingCount > 0) perf.count('postgres.queuedForConnection');
    if (perf && pool.totalCount >= 10 && pool.idleCount === 0) perf.count('postgres.poolFull');
    return pool.query(sql, params);
  };

  return {
    all: async <Row>(sql: string, params: unknown[] = []) =>
      (await translated(query(numbered(sql), params))).rows as Row[],
    first: async <Row>(sql: string, params: unknown[] = []) =>
      (await translated(query(numbered(sql), params))).rows[0] as Row | undefined,
    run: async (sql, params = []) => (await translated(query(numbered(sql), params))).rowCount ?? 0,
    guardedBatch: (guard, rest) => translated(guardedBatch(guard, rest)),
    close: () => pool.end(),
  };

  async function guardedBatch(guard: Statement, rest: Statement[]): Promise<boolean> {
    // One statement is a transaction of its own: no BEGIN and COMMIT round trips (a new match).
    if (rest.length === 0)
      return ((await query(numbered(guard.sql), guard.params)).rowCount ?? 0) > 0;
    const asked = perf && performance.now();
    const client = await pool.connect();
    if (perf) perf.timed('postgres.poolWait', performance.now() - (asked as number));
    try {
      await client.query('BEGIN');
      const changed = (await client.query(numbered(guard.sql), guard.params)).rowCount ?? 0;
      if (changed === 0) {
        await client.query('ROLLBACK');
        return false;
      }
      for (const statement of rest) await client.query(numbered(statement.sql), statement.params);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
