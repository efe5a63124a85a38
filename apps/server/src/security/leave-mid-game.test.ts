/**
 * Issue 14, item 11: a seat left mid-game does not reopen to strangers (one could join and read
 * the hand of a match in progress). It goes to an AI that keeps its player's name, and the AI
 * plays on. A seat left before the first move reopens as before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { seatedMatch } from '../testing/lobby-client';
import { SocketPlayer } from '../testing/socket-player';
import { send } from '../testing/hostile-http';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const lobby = (matchID: string, action: string, body: unknown) =>
  send(`${server.url}/games/hidden-hands/${matchID}/${action}`, { body });
const playersOf = async (matchID: string) =>
  (await send(`${server.url}/games/hidden-hands/${matchID}`)).json.players as {
    id: number;
    name?: string;
  }[];

it('a seat left after the first move goes to an AI under its player’s name, never to a stranger', async () => {
  const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
  const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seats[0].credentials);
  try {
    await north.synced();
    await north.move('play', north.state.G.hands['0'][0]);
    expect((await lobby(matchID, 'leave', seats[1])).status).toBe(200);

    expect((await playersOf(matchID))[1].name).toBe('P1 (AI)');
    const stranger = await lobby(matchID, 'join', { playerID: '1', playerName: 'Mallory' });
    expect(stranger).toMatchObject({ status: 409, json: { error: 'Seat 1 is taken.' } });
    expect((await lobby(matchID, 'join', { playerName: 'Mallory' })).status).toBe(409);
    // The old credentials no longer hold the seat.
    expect((await lobby(matchID, 'leave', seats[1])).status).toBe(403);

    // The AI plays the seat's turn, so North can finish the match.
    await north.reaches(2);
    expect(north.state.ctx.currentPlayer).toBe('0');
  } finally {
    north.close();
  }
});

it('a seat left before the first move reopens for anyone', async () => {
  const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
  expect((await lobby(matchID, 'leave', seats[1])).status).toBe(200);
  expect((await playersOf(matchID))[1].name).toBeUndefined();
  const newcomer = await lobby(matchID, 'join', { playerID: '1', playerName: 'Newcomer' });
  expect(newcomer.status).toBe(200);
});
