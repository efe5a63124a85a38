/**
 * Absent players over real sockets: a seat whose sockets all left is shown away to everyone with
 * the end of its grace period; after it a seated player hands the seat to an AI or claims the
 * win; a player back before then keeps the seat; spectators, strangers and early or malformed
 * requests are refused in words and change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LifecycleSnapshot } from '@gridplay/core';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { seatedMatch, type Seat } from '../testing/lobby-client';
import { SocketPlayer, type Received } from '../testing/socket-player';

const GAME = 'hidden-hands';
const GRACE_MS = 400;
let server: RunningServer;
const clients: SocketPlayer[] = [];

beforeAll(async () => {
  server = await startTestServer({ awayGraceMs: GRACE_MS });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.stop();
});

type Snapshot = LifecycleSnapshot & { matchID: string };

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

/** The next snapshot passing `test`; with `past`, one already received counts. */
const snapshot = (client: SocketPlayer, test: (s: Snapshot) => boolean, past = false) =>
  client
    .next((r) => r.event === 'gridplay:lifecycle' && test(r.args[0] as Snapshot), { past })
    .then((r) => r.args[0] as Snapshot);

/**
 * Sends `gridplay:absent`; resolves with the refusal, or undefined once `done` is seen (the
 * message that shows the request was carried out).
 */
async function absent(
  client: SocketPlayer,
  request: unknown,
  done: (r: Received) => boolean = () => false,
): Promise<string | undefined> {
  const answer = client.next(
    (r: Received) => (r.event === 'gridplay:error' && r.args[0].move === 'absent') || done(r),
  );
  client.socket.emit('gridplay:absent', request);
  const received = await answer;
  return received.event === 'gridplay:error' ? (received.args[0].reason as string) : undefined;
}

const gameOver = (r: Received) => r.event === 'update' && r.args[1].ctx.gameover !== undefined;
const replaced = (seat: string) => (r: Received) =>
  r.event === 'gridplay:lifecycle' && r.args[0].replaced[seat] !== undefined;

async function tableWithSouthGone() {
  const { matchID, seats } = await seatedMatch(server.url, GAME);
  const north = connect(matchID, seats[0]);
  const south = connect(matchID, seats[1]);
  const spectator = connect(matchID, null);
  await Promise.all([north.synced(), south.synced(), spectator.synced()]);
  await north.move('play', north.state.G.hands['0'][0]);
  const away = snapshot(spectator, (s) => s.away['1'] !== undefined);
  south.close();
  const shown = await away;
  return { matchID, seats, north, spectator, shown };
}

it('a player who leaves is shown away to everyone, with when the others may act', async () => {
  const { shown } = await tableWithSouthGone();
  expect(shown.away['1'].graceEndsAt - shown.away['1'].since).toBe(GRACE_MS);
  expect(shown.away['0']).toBeUndefined();
});

it('before the grace period ends nobody can act; a spectator never can', async () => {
  const { matchID, north, spectator } = await tableWithSouthGone();
  const early = await absent(north, { matchID, seat: '1', action: 'hand-to-ai' });
  expect(early).toMatch(/^P1 may still come back: wait \d s more\.$/);
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  expect(await absent(spectator, { matchID, seat: '1', action: 'claim-win' })).toBe(
    'Only a seated player can hand a seat to an AI or claim the win.',
  );
  expect(await absent(north, { matchID, seat: '0', action: 'claim-win' })).toBe(
    'That is your own seat.',
  );
  expect(await absent(north, { matchID, seat: '1', action: 'resign' })).toMatch(
    /^Malformed message at 0\.action: the action is "hand-to-ai" or "claim-win"$/,
  );
  expect(await absent(north, { matchID: 'elsewhere', seat: '1', action: 'claim-win' })).toBe(
    'Open the match (sync) before acting on an absent player.',
  );
  // Nothing changed: the match plays on and South is still away, still its player's.
  const lobby = await fetch(`${server.url}/games/${GAME}/${matchID}`).then((r) => r.json());
  expect(lobby.players[1].name).toBe('P1');
  expect(lobby.gameover).toBeUndefined();
});

it('after the grace period a seated player claims the win', async () => {
  const { matchID, north, spectator } = await tableWithSouthGone();
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  expect(
    await absent(north, { matchID, seat: '1', action: 'claim-win' }, gameOver),
  ).toBeUndefined();
  const over = await spectator.next(
    (r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined,
    { past: true },
  );
  expect(over.args[1].ctx.gameover).toEqual({ winner: '0' });
  const ended = await snapshot(spectator, (s) => s.ending !== null, true);
  expect(ended.ending).toEqual({
    how: 'claimed',
    seat: '1',
    by: '0',
  });
  // Claimed once: a second claim finds the game over.
  expect(await absent(north, { matchID, seat: '1', action: 'claim-win' })).toBe(
    'The game is over.',
  );
});

it('after the grace period the seat can be handed to an AI, which plays it; its player cannot take it back', async () => {
  const { matchID, seats, north, spectator } = await tableWithSouthGone();
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  expect(
    await absent(north, { matchID, seat: '1', action: 'hand-to-ai' }, replaced('1')),
  ).toBeUndefined();
  const handed = await snapshot(spectator, (s) => s.replaced['1'] !== undefined, true);
  expect(handed.replaced).toEqual({ '1': 'away' });
  expect(handed.away).toEqual({});
  // The AI plays South's turn (it thinks for a while on a loaded machine).
  await north.next((r) => r.event === 'update' && r.args[1].ctx.currentPlayer === '0', {
    past: true,
    timeoutMs: 30_000,
  });
  const back = connect(matchID, seats[1]);
  const answer = await back.synced();
  expect(answer.event).toBe('gridplay:error');
  expect(answer.args[0].reason).toMatch(/credentials/i);
});

it('a player back before the grace period ends keeps the seat', async () => {
  const { matchID, seats, north, spectator } = await tableWithSouthGone();
  const returned = snapshot(spectator, (s) => s.away['1'] === undefined);
  const back = connect(matchID, seats[1]);
  expect((await back.synced()).event).toBe('sync');
  expect((await returned).away).toEqual({});
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  expect(await absent(north, { matchID, seat: '1', action: 'hand-to-ai' })).toBe('P1 is not away.');
  const moved = await back.move('play', back.state.G.hands['1'][0]);
  expect(moved.event).toBe('update');
});

it('claiming the win is for two-player matches; in three, the seat goes to an AI', async () => {
  const { matchID, seats } = await seatedMatch(server.url, GAME, 3);
  const [north, south, east] = seats.map((seat) => connect(matchID, seat));
  await Promise.all([north, south, east].map((c) => c.synced()));
  const away = snapshot(north, (s) => s.away['2'] !== undefined);
  east.close();
  await away;
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  expect(await absent(south, { matchID, seat: '2', action: 'claim-win' })).toBe(
    'Claiming the win is only for two-player matches: hand the seat to an AI instead.',
  );
  expect(
    await absent(south, { matchID, seat: '2', action: 'hand-to-ai' }, replaced('2')),
  ).toBeUndefined();
  const lobby = await fetch(`${server.url}/games/${GAME}/${matchID}`).then((r) => r.json());
  expect(lobby.players[2].name).toBe('P2 (AI)');
});
