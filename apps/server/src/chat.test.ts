/**
 * Match chat over real sockets: seats and spectators, names stamped by the server, plain text,
 * limits, history after sync, and lines kept across a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_LIMITS, type RunningServer } from './testing/in-process-server';
import { createMatch, post, type Seat } from './testing/lobby-client';
import { SocketPlayer, type Received } from './testing/socket-player';
import { CHAT_RATE } from './social/chat';
import {
  skipDatabaseTests,
  startPostgres,
  startRedis,
  type ScratchPostgres,
  type ScratchRedis,
} from './testing/scratch-databases';

const GAME = 'hidden-hands';
const dataDir = mkdtempSync(join(tmpdir(), 'gridplay-chat-'));
let server: RunningServer;
const clients: SocketPlayer[] = [];

/** Each table comes from its own address (as if behind a proxy), so tables share no chat budget. */
const limits = { ...TEST_LIMITS, trustProxy: true };
let tables = 0;
beforeAll(async () => {
  server = await startTestServer({ dataDir, limits });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.stop();
});

async function sit(matchID: string, playerID: string, playerName: string): Promise<Seat> {
  const { status, json } = await post(`${server.url}/games/${GAME}/${matchID}/join`, {
    playerID,
    playerName,
  });
  expect(status).toBe(200);
  return { playerID, credentials: json.playerCredentials };
}

/** A match with seat 0 "Ada", seat 1 "Brook", both connected, and one spectator. */
async function table() {
  const matchID = await createMatch(server.url, GAME);
  const ada = await sit(matchID, '0', 'Ada');
  const brook = await sit(matchID, '1', 'Brook');
  const address = `10.0.0.${++tables}`;
  const connect = (playerID: string | null, credentials?: string) => {
    const client = new SocketPlayer(server.url, GAME, matchID, playerID, credentials, {
      extraHeaders: { 'x-forwarded-for': address },
    });
    clients.push(client);
    return client;
  };
  const seat0 = connect('0', ada.credentials);
  const seat1 = connect('1', brook.credentials);
  const spectator = connect(null);
  for (const client of [seat0, seat1, spectator]) {
    expect((await client.synced()).event).toBe('sync');
    await client.next((r) => r.event === 'gridplay:chat-history', { past: true });
  }
  return { matchID, seat0, seat1, spectator, connect };
}

const isLine = (text: string) => (r: Received) =>
  r.event === 'gridplay:chat' && r.args[0].line.text === text;
const isError = (r: Received) => r.event === 'gridplay:error';

function say(client: SocketPlayer, body: Record<string, unknown>): void {
  client.socket.emit('gridplay:chat', body);
}

describe('match chat', () => {
  it('a seat and a spectator reach everyone, named by the server', async () => {
    const { matchID, seat0, seat1, spectator } = await table();

    say(seat0, { matchID, text: '  good luck  ' });
    for (const client of [seat0, seat1, spectator]) {
      const { args } = await client.next(isLine('good luck'));
      expect(args[0]).toEqual({
        matchID,
        line: {
          id: expect.any(String),
          at: expect.any(Number),
          seat: '0',
          name: 'Ada',
          spectator: false,
          text: 'good luck',
        },
      });
    }

    say(spectator, { matchID, text: 'watching!' });
    for (const client of [seat0, seat1, spectator]) {
      const { args } = await client.next(isLine('watching!'));
      expect(args[0].line).toMatchObject({ seat: null, name: 'Spectator', spectator: true });
    }
  });

  it('ignores a name, a seat or a spectator mark the client sends', async () => {
    const { matchID, seat1, spectator } = await table();
    say(spectator, {
      matchID,
      text: 'I am Ada',
      name: 'Ada',
      seat: '0',
      spectator: false,
      playerID: '0',
    });
    const { args } = await seat1.next(isLine('I am Ada'));
    expect(args[0].line).toMatchObject({ seat: null, name: 'Spectator', spectator: true });

    say(seat1, { matchID, text: 'me too', name: 'Ada', seat: '0' });
    const mine = await spectator.next(isLine('me too'));
    expect(mine.args[0].line).toMatchObject({ seat: '1', name: 'Brook', spectator: false });
  });

  it('returns markup as the plain text it was, stored as sent', async () => {
    const { matchID, seat0, seat1 } = await table();
    const markup = '<img src=x onerror=alert(1)> **bold** &amp;';
    say(seat0, { matchID, text: markup });
    const { args } = await seat1.next(isLine(markup));
    expect(args[0].line.text).toBe(markup);
    const stored = await server.server.store.fetchChat<{ text: string }>(matchID, { limit: 10 });
    expect(stored.map((line) => line.text)).toEqual([markup]);
  });

  it('goes with its match when the match is removed', async () => {
    const { matchID, seat0, seat1 } = await table();
    say(seat0, { matchID, text: 'bye' });
    await seat1.next(isLine('bye'));
    await server.server.store.wipe(matchID);
    expect(await server.server.store.fetchChat(matchID, { limit: 100 })).toEqual([]);
  });

  it('refuses empty, too long, control characters and malformed messages with clear reasons', async () => {
    const { matchID, seat0 } = await table();
    const refusal = async (body: unknown) => {
      const answer = seat0.next(isError);
      seat0.socket.emit('gridplay:chat', body);
      return (await answer).args[0];
    };
    expect(await refusal({ matchID, text: 'x'.repeat(301) })).toMatchObject({
      matchID,
      reason: 'Not sent: a chat message is at most 300 characters (this one has 301).',
    });
    expect((await refusal({ matchID, text: '   ' })).reason).toBe(
      'Not sent: a chat message cannot be empty.',
    );
    expect((await refusal({ matchID, text: 'ring\u0007bell' })).reason).toBe(
      'Not sent: a chat message cannot hold a control character (U+0007).',
    );
    expect((await refusal({ matchID, text: 'two\nlines' })).reason).toBe(
      'Not sent: a chat message cannot hold a line break (U+000A).',
    );
    expect((await refusal({ matchID, text: 42 })).reason).toBe(
      'Not sent: the chat text must be a string.',
    );
    expect((await refusal({ matchID: 'elsewhere', text: 'hi' })).reason).toBe(
      'Not sent: open the match (sync) before chatting in it.',
    );
    // 300 characters (emoji count as one) pass.
    say(seat0, { matchID, text: '🙂'.repeat(300) });
    await seat0.next(isLine('🙂'.repeat(300)));
    expect(await server.server.store.fetchChat(matchID, { limit: 100 })).toHaveLength(1);
  });

  it('refuses Unicode line separators and invisible characters (as names do), storing nothing', async () => {
    const { matchID, seat0, seat1, spectator } = await table();
    const refusal = async (text: string) => {
      const answer = seat0.next(isError);
      say(seat0, { matchID, text });
      return (await answer).args[0].reason;
    };
    expect(await refusal('two\u2028lines')).toBe(
      'Not sent: a chat message cannot hold a line break (U+2028).',
    );
    expect(await refusal('two\u2029paragraphs')).toBe(
      'Not sent: a chat message cannot hold a line break (U+2029).',
    );
    expect(await refusal('gg\u200bwp')).toBe(
      'Not sent: a chat message cannot hold an invisible character (U+200B).',
    );
    expect(await refusal('\ufeffhello\u2060there')).toBe(
      'Not sent: a chat message cannot hold an invisible character (U+2060).',
    );
    expect(await refusal('I resign\u200f')).toBe(
      'Not sent: a chat message cannot hold a direction (bidi) control (U+200F).',
    );
    expect(await refusal('ok \u2066nope\u2069')).toBe(
      'Not sent: a chat message cannot hold a direction (bidi) control (U+2066).',
    );
    // Nothing was stored or sent: the next line anyone hears is the next accepted one.
    say(seat0, { matchID, text: 'one line 👩\u200d💻' });
    for (const client of [seat1, spectator])
      expect((await client.next((r) => r.event === 'gridplay:chat')).args[0].line.text).toBe(
        'one line 👩\u200d💻',
      );
    const stored = await server.server.store.fetchChat<{ text: string }>(matchID, { limit: 100 });
    expect(stored.map((line) => line.text)).toEqual(['one line 👩\u200d💻']);
  });

  it("boardgame.io's legacy chat event goes between seats only: spectators neither send nor hear it", async () => {
    const { matchID, seat0, seat1, spectator } = await table();
    const legacy = (r: Received) => r.event === 'chat';
    const heard = seat1.next(legacy);
    seat0.socket.emit('chat', matchID, { id: 'c1', sender: '0', payload: 'between us' });
    expect((await heard).args).toEqual([matchID, { id: 'c1', sender: '0', payload: 'between us' }]);
    // Everything the server sends a socket arrives in order: once the spectator has a later
    // line, it would have had the legacy one too.
    say(seat0, { matchID, text: 'for everyone' });
    await spectator.next(isLine('for everyone'));
    expect(spectator.received.filter(legacy)).toEqual([]);

    const refused = spectator.next(isError);
    spectator.socket.emit('chat', matchID, { id: 'c2', sender: '0', payload: 'boo' });
    expect((await refused).args[0].reason).toBe('Only seated players can chat.');
    say(spectator, { matchID, text: 'after' });
    await seat0.next(isLine('after'));
    expect(seat0.received.filter(legacy)).toHaveLength(1);
  });

  it('refuses a socket that chats too fast, and lets it talk again after a pause', async () => {
    const { matchID, seat0, seat1 } = await table();
    const refused = seat0.next(isError);
    for (let i = 0; i <= CHAT_RATE.socketBurst; i++) say(seat0, { matchID, text: `line ${i}` });
    expect((await refused).args[0].reason).toBe(
      'Not sent: you are chatting too fast. Wait a second before the next message.',
    );
    await seat1.next(isLine(`line ${CHAT_RATE.socketBurst - 1}`), { past: true });
    const stored = await server.server.store.fetchChat<{ text: string }>(matchID, { limit: 100 });
    expect(stored).toHaveLength(CHAT_RATE.socketBurst);

    await new Promise((resolve) => setTimeout(resolve, 1100 / CHAT_RATE.socketPerSecond));
    say(seat0, { matchID, text: 'after a pause' });
    await seat1.next(isLine('after a pause'));
  });

  it('limits all the sockets of one address together', async () => {
    const { matchID, seat0, seat1, spectator } = await table();
    const refused = spectator.next(isError);
    // Three sockets, each within its own burst, together over the address's burst.
    for (const client of [seat0, seat1, spectator])
      for (let i = 0; i < CHAT_RATE.socketBurst - 1; i++) say(client, { matchID, text: `x${i}` });
    expect((await refused).args[0].reason).toMatch(/chatting too fast/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stored = await server.server.store.fetchChat(matchID, { limit: 100 });
    expect(stored.length).toBeGreaterThanOrEqual(CHAT_RATE.addressBurst);
    expect(stored.length).toBeLessThan(3 * (CHAT_RATE.socketBurst - 1));
  });

  it('sends the last lines right after sync, in order, and keeps them across a restart', async () => {
    const { matchID, seat0, spectator, connect } = await table();
    for (const text of ['one', 'two', 'three']) {
      say(seat0, { matchID, text });
      await spectator.next(isLine(text));
    }
    const late = connect(null);
    await late.synced();
    const history = await late.next((r) => r.event === 'gridplay:chat-history', { past: true });
    expect(history.args[0].matchID).toBe(matchID);
    expect(history.args[0].lines.map((line: { text: string }) => line.text)).toEqual([
      'one',
      'two',
      'three',
    ]);
    // History comes after the sync, so a client has the match before its chat.
    const events = late.received.map((r) => r.event);
    expect(events.indexOf('gridplay:chat-history')).toBeGreaterThan(events.indexOf('sync'));

    for (const client of clients.splice(0)) client.close();
    await server.stop();
    server = await startTestServer({ dataDir, limits });
    const after = connect(null);
    await after.synced();
    const kept = await after.next((r) => r.event === 'gridplay:chat-history', { past: true });
    expect(kept.args[0].lines.map((line: { text: string; name: string }) => line.name)).toEqual([
      'Ada',
      'Ada',
      'Ada',
    ]);
    expect(kept.args[0].lines.map((line: { text: string }) => line.text)).toEqual([
      'one',
      'two',
      'three',
    ]);
  });
});

describe.skipIf(skipDatabaseTests)('match chat across processes (PostgreSQL and Redis)', () => {
  let postgres: ScratchPostgres;
  let redis: ScratchRedis;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    for (let i = 0; i < 2; i++)
      servers.push(await startTestServer({ databaseUrl: postgres.url, redisUrl: redis.url }));
  }, 60_000);
  afterAll(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const running of servers) await running.stop();
    await redis?.stop();
    await postgres?.stop();
  });

  it('a line said on one process reaches sockets on the other, and its history is shared', async () => {
    const [one, two] = servers;
    const matchID = await createMatch(one.url, GAME);
    const { status, json } = await post(`${two.url}/games/${GAME}/${matchID}/join`, {
      playerID: '1',
      playerName: 'Cy',
    });
    expect(status).toBe(200);
    const seat = new SocketPlayer(two.url, GAME, matchID, '1', json.playerCredentials);
    const spectator = new SocketPlayer(one.url, GAME, matchID, null);
    clients.push(seat, spectator);
    await seat.synced();
    await spectator.synced();

    say(seat, { matchID, text: 'hello from two' });
    const { args } = await spectator.next(isLine('hello from two'));
    expect(args[0].line).toMatchObject({ seat: '1', name: 'Cy', spectator: false });
    say(spectator, { matchID, text: 'hello from one' });
    await seat.next(isLine('hello from one'));

    const stored = await one.server.store.fetchChat<{ text: string }>(matchID, { limit: 1 });
    expect(stored.map((line) => line.text)).toEqual(['hello from one']);
    const late = new SocketPlayer(two.url, GAME, matchID, null);
    clients.push(late);
    const history = await late.next((r) => r.event === 'gridplay:chat-history');
    expect(history.args[0].lines.map((line: { text: string }) => line.text)).toEqual([
      'hello from two',
      'hello from one',
    ]);
  });
});
