/**
 * Storage faults, each as an operator would cause it: the SQLite file deleted under a running
 * server, garbage written into it, a full disk, a second server process on the same file.
 * Each is detected and said, to the operator (`/health`, refusing to start) and to the mover.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { createGridplayServer } from './app';
import { MatchStore } from './storage/match-store';
import { openSqlite, storageFaultOf } from './storage/sqlite-driver';
import type { SqlDriver } from './storage/sql-driver';
import { StorageFault } from './storage/storage-fault';
import { fixtureGames } from './testing/fixture-games';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { seatedMatch } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';
import { freePort } from './testing/scratch-databases';
import { startServerProcess, type ServerProcess } from './testing/server-process';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sqliteFile = (dataDir: string) => join(dataDir, 'gridplay.sqlite');
const scratchDir = () => mkdtempSync(join(tmpdir(), 'gridplay-faults-'));

async function health(url: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}/health`);
  return { status: response.status, body: await response.json() };
}

/** A running server with one match and its first seat synced. */
async function serverWithMatch(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const running: RunningServer = await startTestServer(overrides);
  cleanups.push(() => running.stop());
  const { matchID, seats } = await seatedMatch(running.url, 'hidden-hands');
  const north = new SocketPlayer(running.url, 'hidden-hands', matchID, '0', seats[0].credentials);
  cleanups.push(() => north.close());
  await north.synced();
  return { running, matchID, north };
}

describe('the SQLite file deleted while the server runs', () => {
  it('/health says so, and a move is refused with its name instead of vanishing at restart', async () => {
    const dataDir = scratchDir();
    const { running, north } = await serverWithMatch({ dataDir });
    expect((await health(running.url)).status).toBe(200);

    rmSync(sqliteFile(dataDir));

    const { status, body } = await health(running.url);
    expect(status).toBe(503);
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(/Storage \(sqlite\): the database file .* was deleted or replaced/);

    const card = north.state.G.hands['0'][0];
    const answer = await north.move('play', card);
    expect(answer.event).toBe('gridplay:error');
    expect(answer.args[0]).toMatchObject({ move: 'play', playerID: '0' });
    expect(answer.args[0].reason).toMatch(
      /^Your move "play" was not saved: the database file .* was deleted/,
    );
    expect(answer.args[0].reason).toContain('Nothing changed');
  });
});

/** A SQLite driver whose disk can be made full: writes then fail as SQLite's SQLITE_FULL does. */
function diskThatFills(driver: SqlDriver, file: string) {
  const disk = { full: false };
  const sqliteFull = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
  const unlessFull = () => (disk.full ? Promise.reject(storageFaultOf(sqliteFull, file)) : null);
  const failing: SqlDriver = {
    ...driver,
    run: (sql, params) => unlessFull() ?? driver.run(sql, params),
    guardedBatch: (guard, rest) => unlessFull() ?? driver.guardedBatch(guard, rest),
  };
  return { disk, failing };
}

describe('a full disk', () => {
  it('tells the mover at once which move failed and that nothing changed; /health says so until a write succeeds', async () => {
    const dataDir = scratchDir();
    const file = sqliteFile(dataDir);
    const { disk, failing } = diskThatFills(openSqlite(file), file);
    const store = new MatchStore(failing, 'sqlite');
    await store.connect();
    const { running, north } = await serverWithMatch({ dataDir, store });

    disk.full = true;
    const card = north.state.G.hands['0'][0];
    const started = performance.now();
    const answer = await north.move('play', card);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.event).toBe('gridplay:error');
    expect(answer.args[0]).toMatchObject({
      move: 'play',
      playerID: '0',
      reason: `Your move "play" was not saved: the server's disk is full. Nothing changed; try again later.`,
    });
    expect(north.state._stateID).toBe(0);
    const unhealthy = await health(running.url);
    expect(unhealthy.status).toBe(503);
    expect(unhealthy.body.error).toBe("Storage (sqlite): the server's disk is full.");

    // Room again: the same move goes through, from the unchanged position.
    disk.full = false;
    expect((await north.move('play', card)).event).toBe('update');
    expect(north.state._stateID).toBe(1);
    expect((await health(running.url)).status).toBe(200);
  });

  it("SQLite's own disk-full error (max_page_count) becomes a StorageFault and writes nothing", async () => {
    const file = sqliteFile(scratchDir());
    const driver = openSqlite(file);
    const store = new MatchStore(driver, 'sqlite');
    await store.connect();
    cleanups.push(() => store.close());
    const state = (stateID: number, G: unknown) => ({ G, ctx: {}, _stateID: stateID }) as State;
    await store.createMatch('m', {
      initialState: state(0, 'small'),
      metadata: { gameName: 'g', players: {}, createdAt: 1, updatedAt: 1 },
    });
    const [{ page_count: pages }] = await driver.all<{ page_count: number }>('PRAGMA page_count');
    driver.pragma(`max_page_count = ${pages}`);

    const big = randomBytes(200_000).toString('hex');
    const write = store.setStateIf('m', 0, state(1, big), []);
    await expect(write).rejects.toBeInstanceOf(StorageFault);
    await expect(write).rejects.toMatchObject({ kind: 'full' });
    expect((await store.fetch('m', { state: true })).state).toEqual(state(0, 'small'));
    await expect(store.checkHealth()).rejects.toMatchObject({ kind: 'full' });
    // A write that fits succeeds, and health is good again.
    expect(await store.setStateIf('m', 0, state(1, 'fits'), [])).toBe(true);
    await expect(store.checkHealth()).resolves.toBeUndefined();
  });
});

/** A database file with a few matches in it, closed, ready to be damaged. */
async function fileWithMatches(): Promise<string> {
  const dataDir = scratchDir();
  const running = await startTestServer({ dataDir });
  for (let i = 0; i < 5; i++) await seatedMatch(running.url, 'hidden-hands');
  await running.stop();
  return dataDir;
}

function overwrite(file: string, offset: number, bytes: Buffer): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, bytes, 0, bytes.length, offset);
  } finally {
    closeSync(fd);
  }
}

describe('4 KB of garbage in the SQLite file', () => {
  for (const [where, offset] of [
    ['over its header', 0],
    ['over its third page', 8192],
  ] as const) {
    it(`${where}: the server refuses to start and says what to do`, async () => {
      const dataDir = await fileWithMatches();
      overwrite(sqliteFile(dataDir), offset, randomBytes(4096));
      const starting = createGridplayServer({
        games: await fixtureGames(),
        dataDir,
        webDist: dataDir,
        origins: [],
      });
      await expect(starting).rejects.toThrow(
        /The database file .*gridplay\.sqlite is damaged \(.+\)\. Restore it from a backup, or move it away/,
      );
    });
  }
});

describe('two server processes on one SQLite file', () => {
  it('the second is refused and told to use PostgreSQL and Redis; the first serves on', async () => {
    const running: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const server of running) await server.terminate();
    });
    const DATA_DIR = scratchDir();
    const first = await startServerProcess({ PORT: String(await freePort()), DATA_DIR });
    running.push(first);

    const second = startServerProcess({ PORT: String(await freePort()), DATA_DIR });
    await expect(second).rejects.toThrow(/exited with 1/);
    await expect(second).rejects.toThrow(
      /Another Gridplay server process is already using .*gridplay\.sqlite.*PostgreSQL database \(DATABASE_URL=.*Redis \(REDIS_URL=/,
    );
    expect((await health(first.url)).status).toBe(200);
  });
});
