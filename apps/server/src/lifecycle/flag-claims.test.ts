/**
 * A flag fall never stalls a match, over real sockets:
 *  - a claim whose process died before acting expires, and another process claims it again;
 *  - under "ai-decides", when the AI finds no decision the rules accept, the seat loses on
 *    time (two players), said in words to the players and in the replay.
 */
import { afterAll, afterEach, expect, it } from 'vitest';
import type { Server } from 'boardgame.io';
import { fixtureGames } from '../testing/fixture-games';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch } from '../testing/lobby-client';
import { SocketPlayer, type Received } from '../testing/socket-player';
import { lifecycleOf, withLifecycle } from './lifecycle-data';

const GAME = 'hidden-hands';
const servers: RunningServer[] = [];
const clients: SocketPlayer[] = [];

afterEach(() => {
  delete process.env.FLAG_CLAIM_EXPIRY_MS;
});
afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of servers) await server.stop();
});

async function timedTable(server: RunningServer, onTimeout: string, initialMs: number) {
  const matchID = await createMatch(server.url, GAME, {
    numPlayers: 2,
    timeControl: { kind: 'per-move', initialMs, incrementMs: 0, onTimeout },
  });
  const sockets: SocketPlayer[] = [];
  for (const playerID of ['0', '1']) {
    const seat = await joinMatch(server.url, GAME, matchID, playerID);
    const socket = new SocketPlayer(server.url, GAME, matchID, playerID, seat.credentials);
    clients.push(socket);
    expect((await socket.synced()).event).toBe('sync');
    sockets.push(socket);
  }
  return { matchID, north: sockets[0] };
}

const gameOver = (r: Received) => r.event === 'update' && r.args[1].ctx.gameover !== undefined;

it('a claimed flag fall whose process died is claimed again once the claim expires', async () => {
  process.env.FLAG_CLAIM_EXPIRY_MS = '4000';
  const server = await startTestServer();
  servers.push(server);
  const { store } = server.server;
  const { matchID, north } = await timedTable(server, 'lose', 3000);
  // A process claimed every seat's next flag fall, then died before acting on it.
  let claimedAt = 0;
  const planted = await store.updateMetadata(matchID, (current: Server.MatchData) => {
    const lifecycle = lifecycleOf(current);
    if (!lifecycle.clock) return undefined;
    claimedAt = Date.now();
    const flagClaims = Object.fromEntries(
      Object.keys(lifecycle.clock.seats).map((seat) => [
        `${lifecycle.clock!.stateID}/${seat}`,
        claimedAt,
      ]),
    );
    return withLifecycle(current, { ...lifecycle, flagClaims });
  });
  expect(planted, 'the clock had not started').toBeDefined();

  const over = await north.next(gameOver, { past: true, timeoutMs: 15_000 });
  // The flag fell at 3 s, while the dead process's claim still held; it was acted on when the
  // claim expired (4 s after it was made), and once: the seat on the clock lost on time.
  expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(4000);
  const ending = lifecycleOf((await store.fetch(matchID, { metadata: true })).metadata).ending;
  expect(ending?.how).toBe('time');
  expect(over.args[1].ctx.gameover).toEqual({ winner: ending!.seat === '0' ? '1' : '0' });
}, 30_000);

it('under "ai-decides", a seat the AI finds no move for loses on time, said in words', async () => {
  // The same game, with an AI that never finds a decision.
  const [hosted] = await fixtureGames();
  const { module } = hosted;
  const clueless = {
    ...hosted,
    modulePath: undefined,
    module: { ...module, game: { ...module.game, ai: { ...module.game.ai, enumerate: () => [] } } },
  };
  const server = await startTestServer({ games: [clueless] });
  servers.push(server);
  const { matchID, north } = await timedTable(server, 'ai-decides', 1000);

  const over = await north.next(gameOver, { past: true, timeoutMs: 15_000 });
  const snapshot = await north.next(
    (r) => r.event === 'gridplay:lifecycle' && r.args[0].ending !== null,
    { past: true },
  );
  const { ending } = snapshot.args[0];
  expect(ending).toEqual({ how: 'time', seat: ending.seat, aiFoundNoMove: true });
  expect(over.args[1].ctx.gameover).toEqual({ winner: ending.seat === '0' ? '1' : '0' });

  // The replay ends with it, in words.
  const replay = await fetch(`${server.url}/api/matches/${GAME}/${matchID}/replay`).then((r) =>
    r.json(),
  );
  const loser = ['North', 'South'][Number(ending.seat)];
  expect(replay.frames.at(-1).text).toBe(
    `${loser} ran out of time and the AI found no move to make for them: lost on time.`,
  );
}, 30_000);
