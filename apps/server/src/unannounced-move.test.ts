/**
 * Issue 17: a process that dies between storing a move and announcing it. The move is in
 * PostgreSQL, but no message ever goes out on Redis; the players whose sockets sit on another
 * process must still see it, without reconnecting (match/room-catch-up.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import {
  skipDatabaseTests,
  startPostgres,
  startRedis,
  type ScratchPostgres,
  type ScratchRedis,
} from './testing/scratch-databases';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { fixtureGames } from './testing/fixture-games';
import { createMatch, joinMatch } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';
import { openMatchStore } from './storage/open-store';
import type { MatchStore } from './storage/match-store';
import { MatchEngine } from './match/match-engine';

/** Waits until the socket holds state `stateID`, whether an update or a sync brought it. */
const seesState = (player: SocketPlayer, stateID: number) =>
  player.state._stateID >= stateID
    ? Promise.resolve()
    : player.next(() => player.state._stateID >= stateID, { timeoutMs: 5000 });

describe.skipIf(skipDatabaseTests)('a move stored but never announced', () => {
  let postgres: ScratchPostgres;
  let redis: ScratchRedis;
  let survivor: RunningServer;
  /** The storage side of the process that dies: it stores, then never publishes. */
  let dyingStore: MatchStore;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    survivor = await startTestServer({
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      catchUpEveryMs: 200,
    });
    dyingStore = await openMatchStore({ databaseUrl: postgres.url, dataDir: ':memory:' });
  });
  afterAll(async () => {
    await survivor?.stop();
    await dyingStore?.close();
    await redis?.stop();
    await postgres?.stop();
  });

  it("reaches the other process's seats and spectators, each in its own view", async () => {
    const matchID = await createMatch(survivor.url, 'hidden-hands');
    await joinMatch(survivor.url, 'hidden-hands', matchID, '0');
    const south = await joinMatch(survivor.url, 'hidden-hands', matchID, '1');
    const southSocket = new SocketPlayer(
      survivor.url,
      'hidden-hands',
      matchID,
      '1',
      south.credentials,
    );
    const spectator = new SocketPlayer(survivor.url, 'hidden-hands', matchID, null);
    try {
      await Promise.all([southSocket.synced(), spectator.synced()]);
      const southHand = [...southSocket.state.G.hands['1']];

      // North's process runs the move and stores it (match-engine.ts), then dies before the
      // announcement: its engine is used alone, without the sockets that would publish.
      const [{ module }] = await fixtureGames();
      const stored = (await dyingStore.fetch(matchID, { state: true })) as { state: State };
      const card = stored.state.G.hands['0'][0];
      const engine = new MatchEngine(module.game, dyingStore);
      const outcome = await engine.act(
        matchID,
        '0',
        { type: 'MAKE_MOVE', name: 'play', args: [card] },
        0,
      );
      expect(outcome.kind).toBe('accepted');

      // Without a reconnection, within a few checks: South and the spectator see the move.
      await Promise.all([seesState(southSocket, 1), seesState(spectator, 1)]);
      expect(southSocket.received.at(-1)!.event).toBe('sync');
      expect(southSocket.state.G.played).toEqual([card]);
      expect(spectator.state.G.played).toEqual([card]);
      // Each in its own view: South still sees its own hand, and nobody sees North's.
      expect(southSocket.state.G.hands['1']).toEqual(southHand);
      expect(Array.isArray(southSocket.state.G.hands['0'])).toBe(false);
      expect(Array.isArray(spectator.state.G.hands['1'])).toBe(false);
      expect(JSON.stringify(southSocket.received)).not.toContain('"_random"');

      // And South plays on from there, as if the announcement had come.
      const answer = await southSocket.move('play', southHand[0]);
      expect(answer.event).toBe('update');
      expect(answer.args[1]._stateID).toBe(2);
    } finally {
      southSocket.close();
      spectator.close();
    }
  });
  it('reaches the opponent even when the mover, failing over, syncs that move first', async () => {
    const matchID = await createMatch(survivor.url, 'hidden-hands');
    const north = await joinMatch(survivor.url, 'hidden-hands', matchID, '0');
    const south = await joinMatch(survivor.url, 'hidden-hands', matchID, '1');
    const southSocket = new SocketPlayer(
      survivor.url,
      'hidden-hands',
      matchID,
      '1',
      south.credentials,
    );
    let northSocket: SocketPlayer | undefined;
    try {
      await southSocket.synced();
      const [{ module }] = await fixtureGames();
      const stored = (await dyingStore.fetch(matchID, { state: true })) as { state: State };
      const engine = new MatchEngine(module.game, dyingStore);
      const card = stored.state.G.hands['0'][0];
      const outcome = await engine.act(
        matchID,
        '0',
        { type: 'MAKE_MOVE', name: 'play', args: [card] },
        0,
      );
      expect(outcome.kind).toBe('accepted');
      // North's connection comes back through the survivor and syncs the stored move at once.
      northSocket = new SocketPlayer(survivor.url, 'hidden-hands', matchID, '0', north.credentials);
      await northSocket.synced();
      expect(northSocket.state._stateID).toBe(1);

      // South, in the same room of the survivor, was never told: it must still be.
      await seesState(southSocket, 1);
      expect(southSocket.state.G.played).toEqual([card]);
    } finally {
      southSocket.close();
      northSocket?.close();
    }
  });
});
