/** Checkpoints leave the main thread: SQLite's own are off, and a worker folds the WAL into the file. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { openSqlite } from './sqlite-driver';
import { startWalCheckpointer, type SlowCheckpoint } from './wal-checkpointer';

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

  it('keeps the WAL file small under steady writes (a PASSIVE checkpoint alone never catches up)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gridplay-wal-')), 'gridplay.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE matches (id INTEGER PRIMARY KEY, state TEXT)');
    const checkpointer = await startWalCheckpointer(file, { everyMs: 50, truncateAtFrames: 256 });
    try {
      // A server's rhythm, faster: a few writes every millisecond for 2 s, the same 200 rows over.
      const write = db.prepare('INSERT OR REPLACE INTO matches VALUES (?, ?)');
      let written = 0;
      const until = Date.now() + 2000;
      while (Date.now() < until) {
        for (let i = 0; i < 4; i++) write.run(written++ % 200, 'x'.repeat(3000));
        await sleep(1);
      }
      // Without the TRUNCATE step: tens of MB here (one 4 KB page or more per write).
      expect(written).toBeGreaterThan(2000);
      expect(statSync(`${file}-wal`).size).toBeLessThan(4_000_000);
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });

  it('tells how long each slow checkpoint took, and which kind it was', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gridplay-wal-')), 'gridplay.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE filler (text TEXT)');
    const told: SlowCheckpoint[] = [];
    // Every checkpoint counts as slow here, and every one empties the file.
    const checkpointer = await startWalCheckpointer(file, {
      everyMs: 50,
      truncateAtFrames: 1,
      slowMs: 0,
      onSlow: (slow) => told.push(slow),
    });
    try {
      for (let i = 0; i < 20 && !told.some((t) => t.mode === 'TRUNCATE'); i++) {
        db.prepare('INSERT INTO filler VALUES (?)').run('x'.repeat(5000));
        await sleep(60);
      }
      expect(told.map((t) => t.mode)).toContain('PASSIVE');
      expect(told.find((t) => t.mode === 'TRUNCATE')).toMatchObject({
        ms: expect.any(Number),
        busy: 0,
      });
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });
});
