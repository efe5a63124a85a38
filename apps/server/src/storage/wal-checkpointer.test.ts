/** Checkpoints leave the main thread: SQLite's own are off, and a worker folds the WAL into the file. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from './sqlite-driver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WAL checkpoints in a worker thread', () => {
  it('turns off checkpoints inside commits and still folds the WAL into the database file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gridplay-wal-')), 'gridplay.sqlite');
    const driver = openSqlite(file);
    try {
      await driver.run('CREATE TABLE filler (text TEXT)');
      for (let wait = 0; wait < 50; wait++) {
        const [setting] = driver.pragma('wal_autocheckpoint') as { wal_autocheckpoint: number }[];
        if (setting.wal_autocheckpoint === 0) break;
        await sleep(100);
      }
      expect(driver.pragma('wal_autocheckpoint')).toMatchObject([{ wal_autocheckpoint: 0 }]);
      const before = statSync(file).size;
      // About 6 MB, none of it checkpointed by the commits themselves.
      for (let i = 0; i < 2000; i++)
        await driver.run('INSERT INTO filler VALUES (?)', ['x'.repeat(3000)]);
      await sleep(2500);
      expect(statSync(file).size).toBeGreaterThan(before + 5_000_000);
    } finally {
      await driver.close();
    }
  });
});
