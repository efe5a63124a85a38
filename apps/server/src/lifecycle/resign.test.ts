/**
 * Resigning over real HTTP and sockets (`POST /games/:name/:id/resign`): in two, the other seat
 * wins, told to everyone, in the stored log and the replay; in three, an AI plays on in the
 * seat. Wrong credentials, malformed bodies, foreign origins, a second resignation and one after
 * the game ended are refused in words and change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { startTestServer, TEST_ORIGIN, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch, seatedMatch, type Seat } from '../testing/lobby-client';
import { SocketPlayer, type Received } from '../testing/socket-player';
import { playToTheEnd, send } from '../testing/hostile-http';
import { lifecycleOf } from './lifecycle-data';

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

function connect(matchID: string, seat: Seat | null): SocketPlayer {
  const client = new SocketPlayer(
    server.url,
    GAME,
    matchID,
    seat?.playerID ?? null,
    seat?.credentials,
  );
  clients.push(client);
  return client;
}

const resign = (matchID: string, body: unknown, headers?: Record<string, string>) =>
  send(`${server.url}/games/${GAME}/${matchID}/resign`, { body, headers });

async function stored(matchID: string) {
  return (await server.server.store.fetch(matchID, {
    state: true,
    metadata: true,
    log: true,
  })) as { state: State; metadata: Server.MatchData; log: LogEntry[] };
}

const gameOver = (r: Received) => r.event === 'update' && r.args[1].ctx.gameover !== undefined;

it('in two, the other seat wins: told to every socket, in the stored log and in the replay', async () => {
  const { matchID, seats } = await seatedMatch(server.url, GAME);
  const [north, spectator] = [connect(matchID, seats[0]), connect(matchID, null)];
  await Promise.all([north.synced(), spectator.synced()]);
  await north.move('play', north.state.G.hands['0'][0]);

  const answer = await resign(matchID, seats[1]);
  expect(answer).toMatchObject({ status: 200, json: {} });
  const over = await spectator.next(gameOver, { past: true });
  expect(over.args[1].ctx.gameover).toEqual({ winner: '0' });
  const ending = await spectator.next(
    (r) => r.event === 'gridplay:lifecycle' && r.args[0].ending !== null,
    { past: true },
  );
  expect(ending.args[0].ending).toEqual({ how: 'resigned', seat: '1' });

  const { log, metadata } = await stored(matchID);
  expect(log.at(-1)?.metadata).toMatchObject({
    gridplayEnding: { how: 'resigned', seat: '1', winner: '0' },
    text: 'South resigned.',
  });
  expect(metadata.gameover).toEqual({ winner: '0' });
  const replay = await fetch(`${server.url}/api/matches/${GAME}/${matchID}/replay`).then((r) =>
    r.json(),
  );
  expect(replay.frames.at(-1).text).toBe('South resigned.');

  // Twice: the game is over, and the result stands.
  const again = await resign(matchID, seats[1]);
  expect(again.status).toBe(409);
  expect(again.json.error).toBe('The game is over: there is nothing left to resign.');
  const winnerTries = await resign(matchID, seats[0]);
  expect(winnerTries.status).toBe(409);
  expect((await stored(matchID)).state.ctx.gameover).toEqual({ winner: '0' });
});

it('refuses wrong credentials, strangers and bad requests, and changes nothing', async () => {
  const { matchID, seats } = await seatedMatch(server.url, GAME);
  const before = await stored(matchID);
  const refusals: Array<[unknown, number, RegExp, Record<string, string>?]> = [
    [{ playerID: '1', credentials: seats[0].credentials }, 403, /do not hold seat 1/],
    [{ playerID: '1', credentials: 'x'.repeat(48) }, 403, /do not hold seat 1/],
    [{ playerID: '1' }, 400, /credentials/],
    [{ playerID: '__proto__', credentials: 'x' }, 400, /a seat is named/],
    [{ playerID: '7', credentials: seats[0].credentials }, 404, /There is no seat 7/],
    [{ ...seats[1], extra: 1 }, 400, /extra/],
    [seats[1], 403, /not allowed/, { origin: 'http://evil.example' }],
  ];
  for (const [body, status, error, headers] of refusals) {
    const answer = await resign(matchID, body, headers);
    expect(answer.status, JSON.stringify(body)).toBe(status);
    expect(answer.json.error).toMatch(error);
  }
  expect((await resign('no-such-match', seats[1])).status).toBe(404);
  expect(
    (await send(`${server.url}/games/no-game/${matchID}/resign`, { body: seats[1] })).status,
  ).toBe(404);
  const after = await stored(matchID);
  expect(after.state).toEqual(before.state);
  expect(after.metadata).toEqual(before.metadata);
  // The right seat from an allowed origin may.
  expect((await resign(matchID, seats[1], { origin: TEST_ORIGIN })).status).toBe(200);
});

it('is refused after the game ended by its rules, and before anyone sits opposite', async () => {
  // Hand size 1 ends in two moves.
  const short = await createMatch(server.url, GAME, { numPlayers: 2, setupData: { handSize: 1 } });
  const shortSeats = [
    await joinMatch(server.url, GAME, short, '0'),
    await joinMatch(server.url, GAME, short, '1'),
  ];
  const final = await playToTheEnd(server.url, short, shortSeats);
  const late = await resign(short, shortSeats[0]);
  expect(late.status).toBe(409);
  expect(late.json.error).toMatch(/game is over/);
  expect((await stored(short)).state.ctx.gameover).toEqual(final.ctx.gameover);

  const alone = await createMatch(server.url, GAME, { numPlayers: 2 });
  const seat = await joinMatch(server.url, GAME, alone, '0');
  const early = await resign(alone, seat);
  expect(early.status).toBe(409);
  expect(early.json.error).toMatch(/Nobody sits opposite you yet/);
});

it('in three, the resigning seat leaves play: an AI plays on in it, and it cannot resign again', async () => {
  const { matchID, seats } = await seatedMatch(server.url, GAME, 3);
  const north = connect(matchID, seats[0]);
  await north.synced();
  expect((await resign(matchID, seats[2])).status).toBe(200);
  const handed = await north.next(
    (r) => r.event === 'gridplay:lifecycle' && r.args[0].replaced['2'] !== undefined,
    { past: true },
  );
  expect(handed.args[0].replaced).toEqual({ '2': 'resigned' });
  const { metadata, state, log } = await stored(matchID);
  expect(state.ctx.gameover).toBeUndefined();
  // In the stored log after the last decision (no new state), and a frame of the replay.
  const words = 'East resigned: an AI plays on in their seat.';
  expect(log.at(-1)).toMatchObject({
    _stateID: state._stateID,
    automatic: true,
    metadata: { gridplayNote: true, text: words },
  });
  const replay = await fetch(
    `${server.url}/api/matches/${GAME}/${matchID}/replay?playerID=0&credentials=${seats[0].credentials}`,
  ).then((r) => r.json());
  expect(replay.frames.at(-1)).toMatchObject({ actor: null, text: words });
  expect(replay.frames.at(-1).G).toEqual(replay.frames.at(-2).G);
  expect(metadata.players[2].name).toBe('P2 (AI)');
  expect(lifecycleOf(metadata).ending).toBeUndefined();
  const again = await resign(matchID, seats[2]);
  expect(again.status).toBe(403);
  expect(again.json.error).toMatch(/do not hold seat 2/);
});
