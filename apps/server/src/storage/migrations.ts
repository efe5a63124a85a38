/**
 * Schema changes after the match tables, run by umzug (a framework-agnostic migration tool) over
 * our own `SqlDriver`, so one list of migrations serves SQLite and PostgreSQL alike. Umzug keeps
 * which migrations ran in `gridplay_migrations` (one row each, by name): no version numbers kept
 * by hand. Each migration is idempotent (`IF NOT EXISTS`), so two processes starting together on
 * one PostgreSQL may both run it; the second one's record is then a no-op.
 */
import { Umzug, type UmzugStorage } from 'umzug';
import type { SqlDriver } from './sql-driver';

export interface Migration {
  name: string;
  statements: readonly string[];
}

/** Umzug's record of what ran, in a table of the same database. */
function sqlStorage(sql: SqlDriver): UmzugStorage {
  return {
    async logMigration({ name }) {
      await sql.run(
        'INSERT INTO gridplay_migrations (name, applied_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
        [name, Date.now()],
      );
    },
    async unlogMigration({ name }) {
      await sql.run('DELETE FROM gridplay_migrations WHERE name = ?', [name]);
    },
    async executed() {
      const rows = await sql.all<{ name: string }>(
        'SELECT name FROM gridplay_migrations ORDER BY name',
      );
      return rows.map((row) => row.name);
    },
  };
}

/** Runs the migrations not yet applied to this database, in order; resolves to their names. */
export async function migrate(sql: SqlDriver, migrations: readonly Migration[]): Promise<string[]> {
  await retriedOnce(() =>
    sql.run(
      `CREATE TABLE IF NOT EXISTS gridplay_migrations (
         name TEXT PRIMARY KEY,
         applied_at BIGINT NOT NULL
       )`,
    ),
  );
  const umzug = new Umzug({
    migrations: migrations.map(({ name, statements }) => ({
      name,
      up: async () => {
        for (const statement of statements) await retriedOnce(() => sql.run(statement));
      },
    })),
    storage: sqlStorage(sql),
    logger: undefined,
  });
  const applied = await umzug.up();
  return applied.map((migration) => migration.name);
}

/** Two processes starting together on one PostgreSQL race on CREATE … IF NOT EXISTS. */
async function retriedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return work().catch(() => Promise.reject(error));
  }
}
