/**
 * A locked database file fails one write with a clear fault and nothing more. libsql leaves a
 * statement that failed with SQLITE_BUSY "in progress", and SQLite then refused every later
 * COMMIT of the connection: one lock held past the timeout (a slow checkpoint) failed every move
 * after it, unanswered (the load benchmark found it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { openSqlite, type SqliteDriver, type SqliteOptions } from './sqlite-driver';
import { StorageFault } from './storage-fault';
import { moveNotSaved } from './storage-fault';

let driver: SqliteDriver | undefined;
let other: Database.Database | undefined;

afterEach(async () => {
  if (other?.inTransaction) other.exec('ROLLBACK');
  other?.close();
  await driver?.close();
});

async function lockedDatabase(options: SqliteOptions = { busyTimeoutMs: 50 }) {
  const file = join(mkdtempSync(join(tmpdir(), 'gridplay-busy-')), 'gridplay.sqlite');
  driver = openSqlite(file, options);
  await driver.run('CREATE TABLE seats (id INTEGER PRIMARY KEY, holder TEXT)');
  await driver.run("INSERT INTO seats VALUES (0, 'Ada'), (1, 'Bo')");
  // Another connection holds the write lock, as a TRUNCATE checkpoint does while it runs.
  other = new Database(file);
  other.exec('BEGIN IMMEDIATE');
  return { driver, release: () => other!.exec('COMMIT') };
}

describe('SQLite when its file stays locked', () => {
  it('fails the write with a "busy" fault a player can be told, and changes nothing', async () => {
    const { driver, release } = await lockedDatabase();
    const write = driver.guardedBatch(
      { sql: 'UPDATE seats SET holder = ? WHERE id = 0', params: ['Cy'] },
      [],
    );
    await expect(write).rejects.toBeInstanceOf(StorageFault);
    const fault = (await write.catch((error: unknown) => error)) as StorageFault;
    expect(fault.kind).toBe('busy');
    expect(moveNotSaved('play', fault)).toMatch(
      /^Your move "play" was not saved: the database file .* stayed locked for 0.05 s .*Nothing changed; try again later\.$/,
    );
    release();
    expect(await driver.first('SELECT holder FROM seats WHERE id = 0')).toMatchObject({
      holder: 'Ada',
    });
  });

  it('commits the next write once the lock is gone, after a single statement failed busy', async () => {
    const { driver, release } = await lockedDatabase();
    // A statement run rarely (a seat's name): before, it stayed "in progress" after failing.
    await expect(
      driver.run('UPDATE seats SET holder = ? WHERE id = ?', ['Dee', 1]),
    ).rejects.toMatchObject({ kind: 'busy' });
    release();
    await expect(
      driver.guardedBatch({ sql: 'UPDATE seats SET holder = ? WHERE id = 0', params: ['Cy'] }, [
        { sql: 'UPDATE seats SET holder = ? WHERE id = 1', params: ['Eve'] },
      ]),
    ).resolves.toBe(true);
    expect(await driver.all('SELECT holder FROM seats ORDER BY id')).toEqual([
      expect.objectContaining({ holder: 'Cy' }),
      expect.objectContaining({ holder: 'Eve' }),
    ]);
  });

  it('commits the next write once the lock is gone, after a guarded write failed busy', async () => {
    const { driver, release } = await lockedDatabase();
    await expect(
      driver.guardedBatch({ sql: 'UPDATE seats SET holder = ? WHERE id = ?', params: ['Cy', 0] }, [
        { sql: 'UPDATE seats SET holder = ? WHERE id = 1', params: ['Eve'] },
      ]),
    ).rejects.toMatchObject({ kind: 'busy' });
    release();
    await expect(driver.run('UPDATE seats SET holder = ? WHERE id = 1', ['Dee'])).resolves.toBe(1);
    await expect(
      driver.guardedBatch({ sql: 'UPDATE seats SET holder = ? WHERE id = 0', params: ['Cy'] }, []),
    ).resolves.toBe(true);
  });

  it('waits for a lock between attempts, so the server runs on and the write commits once it is gone', async () => {
    // SQLite itself answers "locked" at once (as it sometimes did under load, 80 ms into a 5 s
    // timeout); the lock goes 100 ms later, released by a timer of this same thread, which could
    // not run if the wait blocked the thread.
    const { driver, release } = await lockedDatabase({ busyTimeoutMs: 2000, blockingWaitMs: 0 });
    const started = performance.now();
    setTimeout(release, 100);
    await expect(
      driver.guardedBatch({ sql: 'UPDATE seats SET holder = ? WHERE id = 0', params: ['Cy'] }, []),
    ).resolves.toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(await driver.first('SELECT holder FROM seats WHERE id = 0')).toMatchObject({
      holder: 'Cy',
    });
  });
});
