/** Picks the database from the environment: PostgreSQL for a postgres:// URL, else a SQLite file. */
import { join } from 'node:path';
import { MatchStore } from './match-store';
import { openPostgres } from './postgres-driver';
import { openSqlite } from './sqlite-driver';
import type { SlowCheckpoint } from './wal-checkpointer';
import { countedDriver } from './counted-driver';
import { perf } from '../http/perf-counters';

export interface StoreOptions {
  /** postgres://… ; when absent, SQLite. */
  databaseUrl?: string;
  /** Directory of the SQLite file (`gridplay.sqlite`), or the file ':memory:'. */
  dataDir: string;
  /** Told of each SQLite checkpoint slow enough to stall writes. */
  onSlowCheckpoint?: (slow: SlowCheckpoint) => void;
}

export async function openMatchStore({
  databaseUrl,
  dataDir,
  onSlowCheckpoint,
}: StoreOptions): Promise<MatchStore> {
  const kind = databaseUrl ? 'postgres' : 'sqlite';
  const driver = databaseUrl
    ? openPostgres(databaseUrl)
    : openSqlite(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'gridplay.sqlite'), {
        onSlowCheckpoint,
      });
  // Statement counts and times for the benchmark's `--counters` only (http/perf-counters.ts).
  const store = new MatchStore(perf ? countedDriver(driver, kind, perf) : driver, kind);
  await store.connect();
  return store;
}
