/** Migrations run once per database, are recorded by name, and survive two processes racing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite-driver';
import { migrate, type Migration } from './migrations';
import { openPostgres } from './postgres-driver';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';

const FIRST: Migration = {
  name: '0001-things',
  statements: ['CREATE TABLE IF NOT EXISTS things (id TEXT PRIMARY KEY)'],
};
const SECOND: Migration = {
  name: '0002-thing-sizes',
  statements: ['ALTER TABLE things ADD COLUMN size INTEGER'],
};

describe('migrations on SQLite', () => {
  it('runs each migration once, in order, and only the new ones later', async () => {
    const sql = openSqlite(':memory:');
    try {
      expect(await migrate(sql, [FIRST])).toEqual(['0001-things']);
      expect(await migrate(sql, [FIRST])).toEqual([]);
      // ALTER TABLE … ADD COLUMN is not idempotent: run twice, it would fail.
      expect(await migrate(sql, [FIRST, SECOND])).toEqual(['0002-thing-sizes']);
      expect(await migrate(sql, [FIRST, SECOND])).toEqual([]);
      await sql.run('INSERT INTO things (id, size) VALUES (?, ?)', ['a', 3]);
      const recorded = await sql.all<{ name: string }>(
        'SELECT name FROM gridplay_migrations ORDER BY name',
      );
      expect(recorded.map((row) => row.name)).toEqual(['0001-things', '0002-thing-sizes']);
    } finally {
      await sql.close();
    }
  });
});

describe.skipIf(skipDatabaseTests)('migrations on PostgreSQL', () => {
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  it('two processes starting together both end with the tables and one record each', async () => {
    const a = openPostgres(postgres.url);
    const b = openPostgres(postgres.url);
    try {
      await Promise.all([migrate(a, [FIRST]), migrate(b, [FIRST])]);
      await a.run('INSERT INTO things (id) VALUES (?)', ['x']);
      const recorded = await b.all<{ name: string }>('SELECT name FROM gridplay_migrations');
      expect(recorded).toEqual([{ name: '0001-things' }]);
      expect(await migrate(b, [FIRST])).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
