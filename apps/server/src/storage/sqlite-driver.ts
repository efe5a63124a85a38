/** SQLite through better-sqlite3: synchronous, so a guarded batch is one atomic JS call. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqlDriver, Statement } from './sql-driver';

export function openSqlite(file: string): SqlDriver {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL: readers never block the writer; a committed transaction survives a killed process.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');

  const prepared = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement;
  };

  const guarded = db.transaction((guard: Statement, rest: Statement[]) => {
    if (prepare(guard.sql).run(...guard.params).changes === 0) return false;
    for (const statement of rest) prepare(statement.sql).run(...statement.params);
    return true;
  });

  return {
    all: async <Row>(sql: string, params: unknown[] = []) => prepare(sql).all(...params) as Row[],
    run: async (sql, params = []) => prepare(sql).run(...params).changes,
    guardedBatch: async (guard, rest) => guarded(guard, rest),
    close: async () => {
      db.close();
    },
  };
}
