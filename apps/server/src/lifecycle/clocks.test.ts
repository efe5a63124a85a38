/**
 * Clocks over real sockets: the time control chosen at creation (validated, listed), every seat
 * and spectator receiving the clock with each update, a flag fall with each penalty, a move
 * refused once its time is out, and a clock that survives a server restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifecycleSnapshot } from '@gridplay/core';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch, post, type Seat } from '../testing/lobby-client';
import { SocketPlayer, type Received } from '../testing/socket-player';
import { OUT_OF_TIME } from './match-lifecycle';

const GAME = 'hidden-hands';
let server: RunningServer;
const clients: SocketPlayer[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.stop();
});

type Snapshot = LifecycleSnapshot & { matchID: string };
const isLifecycle = (r: Received) => r.event === 'gridplay:lifecycle';
const snapshotOf = (r: Received) => r.args[0] as Snapshot;

async function timedMatch(
  base: string,
  timeControl: Record<string, unknown>,
  numPlayers = 2,
): Promise<{ matchID: string; seats: Seat[] }> {
  const matchID = await createMatch(base, GAME, { numPlayers, timeControl });
  const seats: Seat[] = [];
  for (let i = 0; i < numPlayers; i++) seats.push(await joinMatch(base, GAME, matchID, String(i)));
  return { matchID, seats };
}

function connect(base: string, matchID: string, seat: Seat | null): SocketPlayer {
  const client = new SocketPlayer(base, GAME, matchID, seat?.playerID ?? null, seat?.credentials);
  clients.push(client);
  return client;
}

/** The next snapshot passing `test`, counting one already received. */
const snapshot = (client: SocketPlayer, test: (s: Snapshot) => boolean, timeoutMs = 10_000) =>
  client
    .next((r) => isLifecycle(r) && test(snapshotOf(r)), { past: true, timeoutMs })
    .then(snapshotOf);

const gameOver = (client: SocketPlayer) =>
  client.next((r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined, {
    past: true,
  });

describe('choosing a time control', () => {
  it('refuses an unknown preset or penalty in words, and lists the chosen control', async () => {
    const create = (timeControl: unknown) =>
      post(`${server.url}/games/${GAME}/create`, { numPlayers: 2, timeControl });
    const unknown = await create({ preset: 'bullet', onTimeout: 'lose' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatch(/time control is \{ preset, onTimeout \}/);
    const badPenalty = await create({ preset: 'rapid-5+10', onTimeout: 'forfeit' });
    expect(badPenalty.status).toBe(400);
    const tooShort = await create({
      kind: 'fischer',
      initialMs: 10,
      incrementMs: 0,
      onTimeout: 'lose',
    });
    expect(tooShort.status).toBe(400);

    const matchID = await createMatch(server.url, GAME, {
      timeControl: { preset: 'rapid-5+10', onTimeout: 'ai-takes-seat' },
    });
    const listing = await fetch(`${server.url}/games/${GAME}`).then((r) => r.json());
    const listed = listing.matches.find((m: { matchID: string }) => m.matchID === matchID);
    expect(listed.gridplayTimeControl).toEqual({
      kind: 'fischer',
      initialMs: 300_000,
      incrementMs: 10_000,
      onTimeout: 'ai-takes-seat',
    });
  });
});

describe('clocks over the sockets', () => {
  it('start when the table is full, run for the seat to decide and reach seats and spectators', async () => {
    const matchID = await createMatch(server.url, GAME, {
      timeControl: { preset: 'blitz-1+5', onTimeout: 'lose' },
    });
    const north = await joinMatch(server.url, GAME, matchID, '0');
    const early = connect(server.url, matchID, north);
    // One seat taken: the control is known, the clock has not started.
    expect((await snapshot(early, () => true)).clock).toBeNull();
    const south = await joinMatch(server.url, GAME, matchID, '1');
    const started = await snapshot(early, (s) => s.clock !== null);
    expect(started.clock!.seats['0'].runningSince).not.toBeNull();
    expect(started.clock!.seats['1']).toEqual({ remainingMs: 60_000, runningSince: null });

    const southSocket = connect(server.url, matchID, south);
    const spectator = connect(server.url, matchID, null);
    for (const client of [southSocket, spectator]) {
      const seen = await snapshot(client, (s) => s.clock !== null);
      expect(seen.clock!.seats['0'].runningSince).toBe(started.clock!.seats['0'].runningSince);
    }
    // What travels is exactly the documented snapshot: no claims, credentials or other data.
    const seen = await snapshot(spectator, (s) => s.clock !== null);
    expect(Object.keys(seen).sort()).toEqual(
      ['away', 'clock', 'control', 'ending', 'matchID', 'now', 'replaced'].sort(),
    );
    expect(Object.keys(seen.clock!).sort()).toEqual(['control', 'seats']);
    await early.synced();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await early.move('play', early.state.G.hands['0'][0]);
    // After North's decision: North stopped with its increment, South running; everyone told.
    for (const client of [early, southSocket, spectator]) {
      const after = await snapshot(client, (s) => s.clock?.seats['1'].runningSince != null);
      const northClock = after.clock!.seats['0'];
      expect(northClock.runningSince).toBeNull();
      expect(northClock.remainingMs).toBeGreaterThan(60_000); // 5 s increment, < 1 s spent
      expect(northClock.remainingMs).toBeLessThanOrEqual(65_000 - 200);
    }
  });

  it('a flag fall with "lose" ends a two-player match: the other seat wins on time', async () => {
    const { matchID, seats } = await timedMatch(server.url, {
      kind: 'fischer',
      initialMs: 1000,
      incrementMs: 0,
      onTimeout: 'lose',
    });
    const north = connect(server.url, matchID, seats[0]);
    const spectator = connect(server.url, matchID, null);
    await north.synced();
    const over = await gameOver(spectator);
    expect(over.args[1].ctx.gameover).toEqual({ winner: '1' });
    const ended = await snapshot(spectator, (s) => s.ending !== null);
    expect(ended.ending).toEqual({ how: 'time', seat: '0' });
    expect(Object.values(ended.clock!.seats).every((c) => c.runningSince === null)).toBe(true);
    const lobby = await fetch(`${server.url}/games/${GAME}/${matchID}`).then((r) => r.json());
    expect(lobby.gameover).toEqual({ winner: '1' });
    // North's late move is refused by the game being over.
    const late = await north.move('play', north.state.G.hands['0'][0]);
    expect(late.event).toBe('gridplay:error');
  });

  it('a flag fall with "ai-decides" has an AI make that one decision; the seat stays its player’s', async () => {
    const { matchID, seats } = await timedMatch(server.url, {
      kind: 'per-move',
      initialMs: 1000,
      incrementMs: 0,
      onTimeout: 'ai-decides',
    });
    const north = connect(server.url, matchID, seats[0]);
    const south = connect(server.url, matchID, seats[1]);
    await Promise.all([north.synced(), south.synced()]);
    const before = north.state.G.hands['0'].length;
    // The AI thinks for a while on a loaded machine.
    const decided = await south.next(
      (r) => r.event === 'update' && r.args[2].some((e: any) => e.action.payload.playerID === '0'),
      { timeoutMs: 30_000 },
    );
    expect(decided.args[1].ctx.currentPlayer).toBe('1');
    await north.reaches(decided.args[1]._stateID);
    expect(north.state.G.hands['0']).toHaveLength(before - 1);
    // South's clock now runs with a fresh allowance; North keeps its seat and name.
    const after = await snapshot(south, (s) => s.clock?.seats['1'].runningSince != null);
    expect(after.clock!.seats['1'].remainingMs).toBe(1000);
    expect(after.replaced).toEqual({});
    const lobby = await fetch(`${server.url}/games/${GAME}/${matchID}`).then((r) => r.json());
    expect(lobby.players[0].name).toBe('P0');
  });

  it('a flag fall with "ai-takes-seat" hands the seat to an AI for good and cuts its player off', async () => {
    const { matchID, seats } = await timedMatch(server.url, {
      kind: 'fischer',
      initialMs: 1000,
      incrementMs: 0,
      onTimeout: 'ai-takes-seat',
    });
    const north = connect(server.url, matchID, seats[0]);
    const south = connect(server.url, matchID, seats[1]);
    await Promise.all([north.synced(), south.synced()]);
    const cutOff = await north.next(
      (r) => r.event === 'gridplay:error' && /no longer hold seat 0/.test(r.args[0].reason),
    );
    expect(cutOff.args[0].matchID).toBe(matchID);
    const replaced = await snapshot(south, (s) => s.replaced['0'] !== undefined);
    expect(replaced.replaced).toEqual({ '0': 'time' });
    // The AI plays North's turn; its clock no longer runs (bots play at once).
    await south.next((r) => r.event === 'update' && r.args[1].ctx.currentPlayer === '1', {
      past: true,
      timeoutMs: 30_000,
    });
    const lobby = await fetch(`${server.url}/games/${GAME}/${matchID}`).then((r) => r.json());
    expect(lobby.players[0].name).toBe('P0 (AI)');
  });

  it('"lose" in a three-player match: the seat goes to an AI and the others play on', async () => {
    const { matchID, seats } = await timedMatch(
      server.url,
      { kind: 'fischer', initialMs: 1000, incrementMs: 0, onTimeout: 'lose' },
      3,
    );
    const south = connect(server.url, matchID, seats[1]);
    await south.synced();
    const replaced = await snapshot(south, (s) => s.replaced['0'] !== undefined);
    expect(replaced.replaced).toEqual({ '0': 'time' });
    expect(replaced.ending).toBeNull();
    await south.next((r) => r.event === 'update' && r.args[1].ctx.currentPlayer === '1', {
      past: true,
      timeoutMs: 30_000,
    });
  });

  it('a move that arrives after its time ran out is refused in words', async () => {
    // Without the check the move would be accepted: the server's timer acts 15 ms after the flag.
    const { matchID, seats } = await timedMatch(server.url, {
      kind: 'per-move',
      initialMs: 1000,
      incrementMs: 0,
      onTimeout: 'lose',
    });
    const north = connect(server.url, matchID, seats[0]);
    await north.synced();
    const started = await snapshot(north, (s) => s.clock?.seats['0'].runningSince != null);
    const flagAt = started.clock!.seats['0'].runningSince! + 1000;
    // Sent just after the flag fell, before the server's timer (15 ms slack) acts on it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, flagAt - Date.now() + 3)));
    const late = await north.move('play', north.state.G.hands['0'][0]);
    expect(late.event).toBe('gridplay:error');
    expect([OUT_OF_TIME, 'The game is over.']).toContain(late.args[0].reason);
  });
});

describe('a restart', () => {
  it('carries the clock on: time spent while the server was down counts, and the flag still falls', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gridplay-clock-restart-'));
    let first: RunningServer | undefined = await startTestServer({ dataDir });
    const { matchID, seats } = await timedMatch(first.url, {
      kind: 'fischer',
      initialMs: 2500,
      incrementMs: 0,
      onTimeout: 'lose',
    });
    const north = connect(first.url, matchID, seats[0]);
    await north.synced();
    await north.move('play', north.state.G.hands['0'][0]);
    const running = await snapshot(north, (s) => s.clock?.seats['1'].runningSince != null);
    north.close();
    await first.stop();
    first = undefined;
    const downMs = 800;
    await new Promise((resolve) => setTimeout(resolve, downMs));

    const second = await startTestServer({ dataDir });
    try {
      const south = connect(second.url, matchID, seats[1]);
      const resumed = await snapshot(south, () => true);
      // The same stored clock: South's started before the restart, and is not reset.
      expect(resumed.clock!.seats['1']).toEqual(running.clock!.seats['1']);
      const left = resumed.clock!.seats['1'].runningSince! + 2500 - resumed.now;
      expect(left).toBeLessThanOrEqual(2500 - downMs);
      const over = await gameOver(south);
      expect(over.args[1].ctx.gameover).toEqual({ winner: '0' });
    } finally {
      await second.stop();
    }
  });
});
