/** PostgreSQL through a `pg` pool; `?` placeholders become `$1, $2…`. */
import pg from 'pg';
import type { SqlDriver } from './sql-driver';

function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export function openPostgres(url: string): SqlDriver {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not take the process down.
  pool.on('error', () => {});

  return {
    all: async <Row>(sql: string, params: unknown[] = []) =>
      (await pool.query(numbered(sql), params)).rows as Row[],
    run: async (sql, params = []) => (await pool.query(numbered(sql), params)).rowCount ?? 0,
    guardedBatch: async (guard, rest) => {
      const client = await pool.connect();
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
    },
    close: () => pool.end(),
  };
}
