/**
 * Issue 10, item 4: seats nobody holds and a rematch's seats. The rematch's id is public
 * (`nextMatchID`), so its seats are kept for the previous players for a while: strangers can
 * neither take, leave (which used to delete the match) nor rename them. `playAgain` only once
 * the game is over.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch, type Seat } from '../testing/lobby-client';
import { playToTheEnd, send } from '../testing/hostile-http';

let server: RunningServer;
const HOLD_MS = 1500;
beforeAll(async () => {
  server = await startTestServer({ rematchHoldMs: HOLD_MS });
});
afterAll(() => server.stop());

const lobby = (matchID: string, action: string, body: unknown) =>
  send(`${server.url}/games/hidden-hands/${matchID}/${action}`, { body });

async function finishedMatch(): Promise<{ matchID: string; seats: Seat[] }> {
  const matchID = await createMatch(server.url, 'hidden-hands', { setupData: { handSize: 1 } });
  const seats = [
    await joinMatch(server.url, 'hidden-hands', matchID, '0'),
    await joinMatch(server.url, 'hidden-hands', matchID, '1'),
  ];
  expect((await lobby(matchID, 'playAgain', seats[0])).json.error).toMatch(/not over yet/);
  await playToTheEnd(server.url, matchID, seats);
  return { matchID, seats };
}

it('a rematch keeps its seats for the previous players, who prove it with their old credentials', async () => {
  const { matchID, seats } = await finishedMatch();
  const again = await lobby(matchID, 'playAgain', seats[1]);
  expect(again.status).toBe(200);
  const next = again.json.nextMatchID as string;
  // Anyone can read it…
  const listed = await send(`${server.url}/games/hidden-hands/${matchID}`);
  expect(listed.json.nextMatchID).toBe(next);

  // …but a stranger cannot take, leave or rename its seats.
  const stranger = await lobby(next, 'join', { playerID: '0', playerName: 'Mallory' });
  expect(stranger).toMatchObject({
    status: 403,
    json: { error: expect.stringMatching(/kept for its player/) },
  });
  expect((await lobby(next, 'join', { playerName: 'Mallory' })).status).toBe(409);
  expect(
    (
      await lobby(next, 'join', {
        playerID: '1',
        playerName: 'M',
        credentials: seats[0].credentials,
      })
    ).status,
  ).toBe(403);
  expect(
    (await lobby(next, 'leave', { playerID: '0', credentials: seats[0].credentials })).status,
  ).toBe(403);
  expect(
    (await lobby(next, 'update', { playerID: '0', credentials: 'x', newName: 'M' })).status,
  ).toBe(403);
  expect((await send(`${server.url}/games/hidden-hands/${next}`)).status).toBe(200);

  // The previous players come back to their seats.
  for (const seat of seats) {
    const joined = await lobby(next, 'join', {
      playerID: seat.playerID,
      playerName: `P${seat.playerID}`,
      credentials: seat.credentials,
    });
    expect(joined.status).toBe(200);
  }
});

it('after the hold, a seat nobody came back for is open to anyone', async () => {
  const { matchID, seats } = await finishedMatch();
  const next = (await lobby(matchID, 'playAgain', seats[0])).json.nextMatchID as string;
  expect((await lobby(next, 'join', { playerID: '1', playerName: 'Newcomer' })).status).toBe(403);
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS + 100));
  expect((await lobby(next, 'join', { playerID: '1', playerName: 'Newcomer' })).status).toBe(200);
});

it('an open match nobody has joined cannot be deleted or squatted through leave or update', async () => {
  const matchID = await createMatch(server.url, 'hidden-hands');
  for (const credentials of ['', 'x', undefined]) {
    const left = await lobby(matchID, 'leave', { playerID: '0', credentials });
    expect(left.status).toBeGreaterThanOrEqual(400);
    const renamed = await lobby(matchID, 'update', { playerID: '1', credentials, newName: 'S' });
    expect(renamed.status).toBeGreaterThanOrEqual(400);
  }
  const match = await send(`${server.url}/games/hidden-hands/${matchID}`);
  expect(match.status).toBe(200);
  expect(match.json.players).toEqual([{ id: 0 }, { id: 1 }]);
});

it('the last person leaving removes the match', async () => {
  const matchID = await createMatch(server.url, 'hidden-hands', { bots: { '1': 'easy' } });
  const seat = await joinMatch(server.url, 'hidden-hands', matchID, '0');
  expect((await lobby(matchID, 'leave', seat)).status).toBe(200);
  expect((await send(`${server.url}/games/hidden-hands/${matchID}`)).status).toBe(404);
});
