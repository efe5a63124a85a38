/**
 * Issue 10, items 3 and 6, on what is stored: names stored before they were validated are
 * served as short plain strings; the listing comes a page at a time, newest first, without
 * unlisted matches; abandoned empty matches expire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch } from '../testing/lobby-client';
import { SocketPlayer } from '../testing/socket-player';
import { MatchExpiry } from '../lobby/match-expiry';
import { send } from '../testing/hostile-http';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('names stored by an older server', () => {
  it('are served as "Player N" when not text, and cut to 24 characters, by every route and socket', async () => {
    const matchID = await createMatch(server.url, 'hidden-hands', { numPlayers: 3 });
    const seat = await joinMatch(server.url, 'hidden-hands', matchID, '0');
    // What the stock lobby let a client store.
    await server.server.store.updateMetadata(matchID, (m) => {
      m.players[1].name = { toString: 1, valueOf: 1 } as never;
      m.players[2].name = 'x'.repeat(900_000);
      return m;
    });
    const expected = ['P0', 'Player 2', 'x'.repeat(24)];
    const names = (players: { name?: string }[]) => players.map((p) => p.name);

    const match = await send(`${server.url}/games/hidden-hands/${matchID}`);
    expect(names(match.json.players)).toEqual(expected);
    const listing = await send(`${server.url}/games/hidden-hands?limit=100`);
    const listed = listing.json.matches.find((m: { matchID: string }) => m.matchID === matchID);
    expect(names(listed.players)).toEqual(expected);
    const client = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seat.credentials);
    try {
      const synced = await client.synced();
      expect(names(synced.args[1].filteredMetadata)).toEqual(expected);
    } finally {
      client.close();
    }
  });
});

describe('the listing', () => {
  it('comes a page at a time, newest first, without unlisted matches', async () => {
    const fresh = await startTestServer();
    try {
      const listed: string[] = [];
      for (let i = 0; i < 7; i++) {
        listed.unshift(await createMatch(fresh.url, 'hidden-hands'));
        await createMatch(fresh.url, 'hidden-hands', { unlisted: true });
        await new Promise((resolve) => setTimeout(resolve, 2)); // distinct updatedAt
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await send(
          `${fresh.url}/games/hidden-hands?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.status).toBe(200);
        expect(page.json.matches.length).toBeLessThanOrEqual(3);
        seen.push(...page.json.matches.map((m: { matchID: string }) => m.matchID));
        cursor = page.json.nextCursor;
        pages++;
      } while (cursor && pages < 20);
      expect(seen).toEqual(listed);
      expect(pages).toBeGreaterThan(2);
    } finally {
      await fresh.stop();
    }
  });
});

describe('abandoned empty matches', () => {
  it('expire; matches with a person seated, and finished ones, stay', async () => {
    const empty = await createMatch(server.url, 'hidden-hands');
    const botsOnly = await createMatch(server.url, 'hidden-hands', { bots: { '1': 'easy' } });
    const joined = await createMatch(server.url, 'hidden-hands');
    await joinMatch(server.url, 'hidden-hands', joined, '0');
    const left = await createMatch(server.url, 'hidden-hands');
    const leaver = await joinMatch(server.url, 'hidden-hands', left, '0');
    await joinMatch(server.url, 'hidden-hands', left, '1');
    await send(`${server.url}/games/hidden-hands/${left}/leave`, { body: leaver });

    const later = Date.now() + 60 * 60_000;
    const expiry = new MatchExpiry({
      store: server.server.store,
      log: pino({ level: 'silent' }),
      emptyForMs: 30 * 60_000,
      everyMs: 60_000,
      now: () => later,
    });
    expect(await expiry.sweep()).toBeGreaterThanOrEqual(2);
    const status = async (id: string) =>
      (await send(`${server.url}/games/hidden-hands/${id}`)).status;
    expect(await status(empty)).toBe(404);
    expect(await status(botsOnly)).toBe(404);
    expect(await status(joined)).toBe(200);
    expect(await status(left)).toBe(200);
    // A sweep right after reads nothing new.
    expect(await expiry.sweep()).toBe(0);
  });
});
