/**
 * Lobby requests retried with their `Idempotency-Key` after a cut connection, over real HTTP:
 * the retry gets the first attempt's answer (the same credentials, the same match), on the same
 * process or on another sharing PostgreSQL; a key reused with another body is refused.
 */
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';
import { post } from '../testing/lobby-client';
import { openSqlite } from '../storage/sqlite-driver';
import { migrate } from '../storage/migrations';
import {
  answerRecord,
  IdempotentRequests,
  IDEMPOTENCY_TTL_MS,
  LOBBY_REQUEST_MIGRATIONS,
} from './idempotent-requests';

const GAME = 'hidden-hands';

interface Answer {
  status: number;
  json: any;
  replayed: boolean;
}

async function keyedPost(url: string, body: unknown, key: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith('{') ? JSON.parse(text) : text,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/**
 * Sends a request and drops the connection once `committed()` sees its change stored, without
 * ever reading the answer: what a player whose network (or load balancer) cut out sees.
 */
async function cutAfterCommit(
  url: string,
  body: unknown,
  key: string,
  committed: () => Promise<boolean>,
): Promise<void> {
  const request = httpRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  });
  request.on('error', () => undefined); // the cut itself
  request.end(JSON.stringify(body));
  for (let tries = 0; !(await committed()); tries++) {
    if (tries > 200) throw new Error('the cut request never committed');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  request.destroy();
}

async function seatName(base: string, matchID: string, seat: number): Promise<string | undefined> {
  const response = await fetch(`${base}/games/${GAME}/${matchID}`);
  const match = (await response.json()) as { players: { name?: string }[] };
  return match.players[seat]?.name;
}

async function matchCount(base: string): Promise<number> {
  const response = await fetch(`${base}/games/${GAME}`);
  return ((await response.json()) as { matches: unknown[] }).matches.length;
}

async function newMatch(base: string): Promise<string> {
  const { json } = await keyedPost(`${base}/games/${GAME}/create`, { numPlayers: 2 }, randomUUID());
  return json.matchID;
}

describe('lobby requests retried with an Idempotency-Key (SQLite)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a join whose response was cut with the same credentials, never 409', async () => {
    const matchID = await newMatch(server.url);
    const join = `${server.url}/games/${GAME}/${matchID}/join`;
    const body = { playerID: '0', playerName: 'Ann' };
    const key = randomUUID();
    await cutAfterCommit(
      join,
      body,
      key,
      async () => (await seatName(server.url, matchID, 0)) === 'Ann',
    );

    const retry = await keyedPost(join, body, key);
    expect(retry).toMatchObject({ status: 200, replayed: true, json: { playerID: '0' } });
    // The credentials hold the seat: they rename it.
    const rename = await post(`${server.url}/games/${GAME}/${matchID}/update`, {
      playerID: '0',
      credentials: retry.json.playerCredentials,
      newName: 'Anna',
    });
    expect(rename.status).toBe(200);
    // Without the key, the same retry loses the seat: what the key is for.
    const unkeyed = await post(join, body);
    expect(unkeyed).toMatchObject({ status: 409, json: { error: 'Seat 0 is taken.' } });
  });

  it('creates one match for a create sent twice, or twice at once, with one key', async () => {
    const before = await matchCount(server.url);
    const create = `${server.url}/games/${GAME}/create`;
    const key = randomUUID();
    const first = await keyedPost(create, { numPlayers: 2 }, key);
    const again = await keyedPost(create, { numPlayers: 2 }, key);
    expect(first).toMatchObject({ status: 200, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });

    const racing = randomUUID();
    const [a, b] = await Promise.all([
      keyedPost(create, { numPlayers: 2 }, racing),
      keyedPost(create, { numPlayers: 2 }, racing),
    ]);
    expect(a.status).toBe(200);
    expect(b.json.matchID).toBe(a.json.matchID);
    expect(await matchCount(server.url)).toBe(before + 2);
  });

  it('answers a leave retried with the same key as the first, where a keyless retry is refused', async () => {
    const matchID = await newMatch(server.url);
    const base = `${server.url}/games/${GAME}/${matchID}`;
    const seat = await keyedPost(`${base}/join`, { playerID: '1', playerName: 'Bo' }, randomUUID());
    const body = { playerID: '1', credentials: seat.json.playerCredentials };
    const key = randomUUID();
    expect(await keyedPost(`${base}/leave`, body, key)).toMatchObject({ status: 200, json: {} });
    expect(await keyedPost(`${base}/leave`, body, key)).toMatchObject({
      status: 200,
      json: {},
      replayed: true,
    });
    expect((await post(`${base}/leave`, body)).status).toBe(404); // the empty match is gone
  });

  it('refuses a key reused with another body (422), and keeps keys of different routes apart', async () => {
    const matchID = await newMatch(server.url);
    const join = `${server.url}/games/${GAME}/${matchID}/join`;
    const key = randomUUID();
    const first = await keyedPost(join, { playerID: '0', playerName: 'Cy' }, key);
    expect(first.status).toBe(200);
    const other = await keyedPost(join, { playerID: '1', playerName: 'Cy' }, key);
    expect(other.status).toBe(422);
    expect(other.json.error).toMatch(/already used for a different request body/);
    expect(await seatName(server.url, matchID, 1)).toBeUndefined();

    // The same key on another route is another request.
    const created = await keyedPost(`${server.url}/games/${GAME}/create`, { numPlayers: 2 }, key);
    expect(created.status).toBe(200);
    expect(created.replayed).toBe(false);
  });

  it('refuses a malformed key before doing anything', async () => {
    const before = await matchCount(server.url);
    const answer = await keyedPost(`${server.url}/games/${GAME}/create`, { numPlayers: 2 }, 'a b');
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/Idempotency-Key must be/);
    expect(await matchCount(server.url)).toBe(before);
  });

  it('does not store a refusal: a retry runs again', async () => {
    const matchID = await newMatch(server.url);
    const join = `${server.url}/games/${GAME}/${matchID}/join`;
    const key = randomUUID();
    const body = { playerID: '0', playerName: 'Di', credentials: 'not-a-rematch' };
    // A seat that is not kept ignores `credentials`: taken by someone else first, then retried.
    await keyedPost(join, { playerID: '0', playerName: 'Ed' }, randomUUID());
    expect((await keyedPost(join, body, key)).status).toBe(409);
    const retry = await keyedPost(join, body, key);
    expect(retry).toMatchObject({ status: 409, replayed: false });
  });
});

describe('answers kept for a day', () => {
  it('runs a request again once its key has expired', async () => {
    const sql = openSqlite(':memory:');
    await migrate(sql, LOBBY_REQUEST_MIGRATIONS);
    let now = 1_000_000;
    const requests = new IdempotentRequests(sql, IDEMPOTENCY_TTL_MS, () => now);
    // A route's change and its answer commit together (as the lobby's do, answerRecord).
    await sql.run('CREATE TABLE changes (run INTEGER PRIMARY KEY)');
    const changes = async () =>
      (await sql.first<{ n: number }>('SELECT COUNT(*) AS n FROM changes'))!.n;
    const app = new Koa();
    app.use((ctx) =>
      requests.handle(ctx, 'scope', async () => {
        const run = (await changes()) + 1;
        await sql.guardedBatch(
          { sql: 'INSERT INTO changes (run) VALUES (?)', params: [run] },
          answerRecord(ctx, { run }),
        );
        ctx.body = { run };
      }),
    );
    const http = app.listen(0);
    const { port } = http.address() as { port: number };
    const url = `http://127.0.0.1:${port}/`;
    try {
      expect((await keyedPost(url, {}, 'k')).json).toEqual({ run: 1 });
      now += IDEMPOTENCY_TTL_MS - 1;
      expect((await keyedPost(url, {}, 'k')).json).toEqual({ run: 1 });
      now += 1;
      expect((await keyedPost(url, {}, 'k')).json).toEqual({ run: 2 });
      expect((await keyedPost(url, {}, 'k')).json).toEqual({ run: 2 });
      expect(await changes()).toBe(2);
    } finally {
      http.close();
      await sql.close();
    }
  });
});

describe('a route whose change repeats itself (a rematch answers the stored next match)', () => {
  it('stores its answer after it, replays it to a retry, and refuses another body', async () => {
    const sql = openSqlite(':memory:');
    await migrate(sql, LOBBY_REQUEST_MIGRATIONS);
    const requests = new IdempotentRequests(sql);
    let runs = 0;
    const app = new Koa();
    app.use((ctx) =>
      requests.handle(ctx, 'scope', async () => {
        runs++;
        ctx.body = { nextMatchID: 'same-every-time', runs };
      }),
    );
    const http = app.listen(0);
    const url = `http://127.0.0.1:${(http.address() as { port: number }).port}/`;
    try {
      const first = await keyedPost(url, { a: 1 }, 'k');
      expect(first).toMatchObject({ status: 200, replayed: false, json: { runs: 1 } });
      expect(await keyedPost(url, { a: 1 }, 'k')).toEqual({ ...first, replayed: true });
      expect((await keyedPost(url, { a: 2 }, 'k')).status).toBe(422);
    } finally {
      http.close();
      await sql.close();
    }
  });
});

describe.skipIf(skipDatabaseTests)('lobby retries across processes sharing PostgreSQL', () => {
  let postgres: ScratchPostgres;
  let one: RunningServer;
  let two: RunningServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    one = await startTestServer({ databaseUrl: postgres.url });
    two = await startTestServer({ databaseUrl: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await postgres?.stop();
  });

  it('answers on the second process a join cut on the first, with the same credentials', async () => {
    const matchID = await newMatch(one.url);
    const body = { playerID: '0', playerName: 'Fay' };
    const key = randomUUID();
    await cutAfterCommit(
      `${one.url}/games/${GAME}/${matchID}/join`,
      body,
      key,
      async () => (await seatName(two.url, matchID, 0)) === 'Fay',
    );
    const retry = await keyedPost(`${two.url}/games/${GAME}/${matchID}/join`, body, key);
    expect(retry).toMatchObject({ status: 200, replayed: true, json: { playerID: '0' } });
    const rename = await post(`${two.url}/games/${GAME}/${matchID}/update`, {
      playerID: '0',
      credentials: retry.json.playerCredentials,
      newName: 'Faye',
    });
    expect(rename.status).toBe(200);
  });

  it('creates one match for one key sent to both processes at once', async () => {
    const before = await matchCount(one.url);
    const key = randomUUID();
    const [a, b] = await Promise.all(
      [one, two].map((server) =>
        keyedPost(`${server.url}/games/${GAME}/create`, { numPlayers: 2 }, key),
      ),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json.matchID).toBe(a.json.matchID);
    expect(await matchCount(two.url)).toBe(before + 1);
  });

  it('takes one seat for one join key sent to both processes at once', async () => {
    const matchID = await newMatch(one.url);
    const key = randomUUID();
    const body = { playerName: 'Gil' }; // any open seat: both attempts could take a different one
    const [a, b] = await Promise.all(
      [one, two].map((server) =>
        keyedPost(`${server.url}/games/${GAME}/${matchID}/join`, body, key),
      ),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json).toEqual(a.json);
    expect(await seatName(one.url, matchID, Number(a.json.playerID) === 0 ? 1 : 0)).toBeUndefined();
  });
});
