/** `GET /api/matches/:game/:id/turn` over real HTTP: whose decision a match waits for. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { seatedMatch } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';

const GAME = 'hidden-hands';
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const turn = async (game: string, matchID: string) => {
  const response = await fetch(`${server.url}/api/matches/${game}/${matchID}/turn`);
  return { status: response.status, body: await response.json() };
};

describe('the match turn route', () => {
  it('follows the match from the first seat to act, to the next, to game over', async () => {
    const { matchID, seats } = await seatedMatch(server.url, GAME);
    expect(await turn(GAME, matchID)).toEqual({
      status: 200,
      body: { matchID, gameName: GAME, gameover: false, toAct: ['0'] },
    });
    const players = seats.map(
      (s) => new SocketPlayer(server.url, GAME, matchID, s.playerID, s.credentials),
    );
    try {
      for (const p of players) await p.synced();
      expect((await players[0].move('play', players[0].state.G.hands['0'][0])).event).toBe(
        'update',
      );
      expect((await turn(GAME, matchID)).body.toAct).toEqual(['1']);
      // Play the match out: each seat plays its first card in turn.
      for (let i = 1; i < 6; i++) {
        const mover = players[i % 2];
        await mover.reaches(players[(i + 1) % 2].state._stateID);
        expect((await mover.move('play', mover.state.G.hands[mover.playerID!][0])).event).toBe(
          'update',
        );
      }
      expect((await turn(GAME, matchID)).body).toMatchObject({ gameover: true, toAct: [] });
    } finally {
      for (const p of players) p.close();
    }
  });

  it('answers 404 for an unknown match or the wrong game, 400 for a bad address', async () => {
    expect((await turn(GAME, 'nope')).status).toBe(404);
    const { matchID } = await seatedMatch(server.url, GAME);
    expect((await turn('other-game', matchID)).status).toBe(404);
    expect((await turn(GAME, '%20')).status).toBe(400);
  });
});
