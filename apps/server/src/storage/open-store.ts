/** Picks the database from the environment: PostgreSQL for a postgres:// URL, else a SQLite file. */
import { join } from 'node:path';
import { MatchStore } from './match-store';
import { openPostgres } from './postgres-driver';
import { openSqlite } from './sqlite-driver';

export interface StoreOptions {
  /** postgres://… ; when absent, SQLite. */
  databaseUrl?: string;
  /** Directory of the SQLite file (`gridplay.sqlite`), or the file ':memory:'. */
  dataDir: string;
}

export async function openMatchStore({ databaseUrl, dataDir }: StoreOptions): Promise<MatchStore> {
  const store = databaseUrl
    ? new MatchStore(openPostgres(databaseUrl), 'postgres')
    : new MatchStore(
        openSqlite(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'gridplay.sqlite')),
        'sqlite',
      );
  await store.connect();
  return store;
}
