/**
 * Online take-backs over real sockets: a seat asks, the other seat accepts or refuses, the
 * server rolls the match back for everyone; stale, duplicate and spectator requests are refused,
 * a take-back that would undo a revealed secret is refused, and a rollback sends each socket
 * only its own view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayLog, SOMETHING_REVEALED } from '@gridplay/core';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { fixtureGames } from './testing/fixture-games';
import { createMatch, joinMatch, seatedMatch } from './testing/lobby-client';
import { SocketPlayer, type Received } from './testing/socket-player';
import { ALREADY_PENDING, NOTHING_PENDING, SPECTATORS_CANNOT } from './social/take-backs';

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

async function table() {
  const { matchID, seats } = await seatedMatch(server.url, GAME);
  const connect = (playerID: string | null, credentials?: string) => {
    const client = new SocketPlayer(server.url, GAME, matchID, playerID, credentials);
    clients.push(client);
    return client;
  };
  const north = connect('0', seats[0].credentials);
  const south = connect('1', seats[1].credentials);
  const spectator = connect(null);
  for (const client of [north, south, spectator])
    expect((await client.synced()).event).toBe('sync');
  return { matchID, north, south, spectator };
}

const hand = (client: SocketPlayer, seat: string) => client.state.G.hands[seat] as number[];
const notice = (outcome: string) => (r: Received) =>
  r.event === 'gridplay:take-back' && r.args[0].outcome === outcome;
const refusal = (move: string) => (r: Received) =>
  r.event === 'gridplay:error' && r.args[0].move === move;
const resync = (r: Received) => r.event === 'sync';

function ask(client: SocketPlayer, matchID: string) {
  client.socket.emit('gridplay:take-back', { matchID });
}
function answer(client: SocketPlayer, matchID: string, accept: boolean) {
  client.socket.emit('gridplay:take-back-answer', { matchID, accept });
}

describe('online take-backs', () => {
  it('asked by a seat and accepted by the other: every socket is rolled back to before the decision', async () => {
    const { matchID, north, south, spectator } = await table();
    const card = hand(north, '0')[0];
    const before = structuredClone(north.state.G);
    expect((await north.move('play', card)).event).toBe('update');
    const played = north.state._stateID;

    ask(north, matchID);
    for (const client of [north, south, spectator]) {
      const { args } = await client.next(notice('pending'));
      expect(args[0]).toMatchObject({
        matchID,
        by: '0',
        request: { by: '0', stateID: played, answerers: ['1'], accepted: [] },
      });
    }
    const seen = [north, south, spectator].map((client) => client.next(resync));
    answer(south, matchID, true);
    const [northSync, southSync, spectatorSync] = await Promise.all(seen);
    for (const client of [north, south, spectator]) {
      const done = (await client.next(notice('rolled-back'), { past: true })).args[0];
      // The notice names who asked (North), not who gave the last acceptance.
      expect(done).toMatchObject({ request: null, by: '0' });
    }

    // North holds the card again, it is North's turn, and the state id moved forward.
    const state = northSync.args[1].state;
    expect(state.G).toEqual(before);
    expect(state.ctx.currentPlayer).toBe('0');
    expect(state._stateID).toBe(played + 1);
    expect(northSync.args[1].log).toEqual([]);
    expect(southSync.args[1].state.G.hands['0']).toEqual({ hidden: true, size: 3 });
    expect(spectatorSync.args[1].state.G.played).toEqual([]);
    expect(northSync.args[1].filteredMetadata.map((p: { name?: string }) => p.name)).toEqual([
      'P0',
      'P1',
    ]);

    // Play goes on from there, and the stored log still replays to the stored state.
    const other = hand(north, '0')[1];
    expect((await north.move('play', other)).event).toBe('update');
    const source = await server.server.store.fetchReplaySource(matchID);
    const game = (await fixtureGames()).find((g) => g.module.game.name === GAME)!.module.game;
    const frames = replayLog(game, source!.initialState, source!.log);
    expect(frames).toHaveLength(2);
    expect(frames[1].state.G).toEqual(source!.state.G);
  });

  it('refused by the other seat: nothing changes and everyone is told', async () => {
    const { matchID, north, south, spectator } = await table();
    await north.move('play', hand(north, '0')[0]);
    const stored = north.state._stateID;
    ask(north, matchID);
    await south.next(notice('pending'));
    answer(south, matchID, false);
    for (const client of [north, south, spectator]) {
      const { args } = await client.next(notice('declined'));
      expect(args[0]).toMatchObject({ by: '1', request: null, asked: { by: '0' } });
    }
    const { state } = (await server.server.store.fetch(matchID, { state: true })) as {
      state: { _stateID: number };
    };
    expect(state._stateID).toBe(stored);
    // Once refused, the request is gone: a late acceptance is refused too.
    answer(south, matchID, true);
    expect((await south.next(refusal('take-back-answer'))).args[0].reason).toBe(NOTHING_PENDING);
  });

  it('refuses a second request while one is pending, and a stale one once the match moved on', async () => {
    const { matchID, north, south } = await table();
    await north.move('play', hand(north, '0')[0]);
    ask(north, matchID);
    await south.next(notice('pending'));
    ask(north, matchID);
    expect((await north.next(refusal('take-back'))).args[0].reason).toBe(ALREADY_PENDING);

    // South plays instead of answering: the request belonged to the state before.
    await south.reaches(north.state._stateID);
    expect((await south.move('play', hand(south, '1')[0])).event).toBe('update');
    answer(south, matchID, true);
    expect((await south.next(refusal('take-back-answer'))).args[0].reason).toBe(NOTHING_PENDING);
  });

  it('refuses spectators, and a seat that is not asked cannot answer its own request', async () => {
    const { matchID, north, south, spectator } = await table();
    ask(spectator, matchID);
    expect((await spectator.next(refusal('take-back'))).args[0].reason).toBe(SPECTATORS_CANNOT);
    await north.move('play', hand(north, '0')[0]);
    ask(north, matchID);
    await south.next(notice('pending'));
    answer(spectator, matchID, true);
    expect((await spectator.next(refusal('take-back-answer'))).args[0].reason).toBe(
      SPECTATORS_CANNOT,
    );
    answer(north, matchID, true);
    expect((await north.next(refusal('take-back-answer'))).args[0].reason).toBe(NOTHING_PENDING);
  });

  it("refuses when the decision to take back was followed by a revealed secret (the opponent's card)", async () => {
    const { matchID, north, south } = await table();
    await north.move('play', hand(north, '0')[0]);
    await south.reaches(north.state._stateID);
    expect((await south.move('play', hand(south, '1')[0])).event).toBe('update');
    ask(north, matchID);
    expect((await north.next(refusal('take-back'))).args[0].reason).toBe(SOMETHING_REVEALED);
  });

  it("a rollback sends each socket only its own view: North's secret note and hand never reach the others", async () => {
    const { matchID, north, south, spectator } = await table();
    const note = await north.move('note', 'bluff with the 9');
    expect(note.event).toBe('update');
    await north.move('play', hand(north, '0')[0]);
    ask(north, matchID);
    await south.next(notice('pending'));
    const seen = [north, south, spectator].map((client) => client.next(resync));
    answer(south, matchID, true);
    const [mine, theirs, watching] = await Promise.all(seen);
    expect(mine.args[1].state.G.notes['0']).toEqual(['bluff with the 9']);
    for (const sync of [theirs, watching]) {
      const text = JSON.stringify(sync.args);
      expect(text).not.toContain('bluff');
      expect(sync.args[1].state.G.hands['0']).toEqual({ hidden: true, size: 3 });
      expect(sync.args[1].state.plugins.random).toBeUndefined();
      expect(sync.args[1].initialState).toBeUndefined();
    }
  });

  it('against a server bot nobody has to answer: the take-back happens at once', async () => {
    const matchID = await createMatch(server.url, GAME, { numPlayers: 2, bots: { '1': 'easy' } });
    const seat = await joinMatch(server.url, GAME, matchID, '0');
    const north = new SocketPlayer(server.url, GAME, matchID, '0', seat.credentials);
    clients.push(north);
    await north.synced();
    expect((await north.move('note', 'first thought')).event).toBe('update');
    const rolledBack = north.next(resync);
    ask(north, matchID);
    const { args } = await north.next(notice('rolled-back'));
    expect(args[0].asked.answerers).toEqual([]);
    expect((await rolledBack).args[1].state.G.notes['0']).toEqual([]);
  });
});
