/** The stock boardgame.io client (what the web app runs) plays against this server unchanged. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { fixtureGames } from './testing/fixture-games';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { seatedMatch } from './testing/lobby-client';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function until<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = check();
      if (value !== undefined && value !== false) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(poll, 20);
    };
    poll();
  });
}

it('a boardgame.io Client syncs, moves, sees the other seat move and the game end', async () => {
  const [{ module }] = await fixtureGames();
  const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
  const clients = seats.map((seat) =>
    Client({
      game: module.game,
      numPlayers: 2,
      matchID,
      playerID: seat.playerID,
      credentials: seat.credentials,
      multiplayer: SocketIO({ server: server.url, socketOpts: { transports: ['websocket'] } }),
      debug: false,
    }),
  );
  try {
    clients.forEach((client) => client.start());
    await until(() => clients.every((c) => c.getState()?.isConnected && c.getState()?.G.hands));
    for (let turn = 0; turn < 6; turn++) {
      const client = clients[turn % 2];
      const hand = client.getState()!.G.hands[client.playerID!] as number[];
      client.moves.play(hand[0]);
      await until(() => clients.every((c) => c.getState()!._stateID === turn + 1));
    }
    const [north, south] = clients.map((c) => c.getState()!);
    expect(north.ctx.gameover).toBeDefined();
    expect(south.ctx.gameover).toEqual(north.ctx.gameover);
    expect(north.G.scores).toEqual(south.G.scores);
    expect(north.log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(6);
  } finally {
    clients.forEach((client) => client.stop());
  }
});
