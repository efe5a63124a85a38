/**
 * Three server processes on loopback sharing PostgreSQL and Redis, as a deployment beyond one
 * machine runs them: a three-seat match with each seat on its own process (every move crosses
 * Redis to the other two) and a spectator, one process killed mid-match and its seat back
 * through another, and one keyed create sent to all three at once making one match.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  skipDatabaseTests,
  startPostgres,
  startRedis,
  type ScratchPostgres,
  type ScratchRedis,
} from './testing/scratch-databases';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { createMatch, joinMatch } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';

const GAME = 'hidden-hands';

describe.skipIf(skipDatabaseTests)('three processes over Redis and PostgreSQL', () => {
  let postgres: ScratchPostgres;
  let redis: ScratchRedis;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    servers = await Promise.all(
      [0, 1, 2].map(async () =>
        startServerProcess({
          PORT: String(await freePort()),
          DATABASE_URL: postgres.url,
          REDIS_URL: redis.url,
          ORIGINS: 'http://localhost',
        }),
      ),
    );
  }, 90_000);
  afterAll(async () => {
    for (const server of servers) await server.terminate();
    await redis?.stop();
    await postgres?.stop();
  });

  it('makes one match of one keyed create sent to all three processes at once', async () => {
    const live = servers.filter((server) => server.child.exitCode === null);
    const key = randomUUID();
    const answers = await Promise.all(
      live.map((server) =>
        fetch(`${server.url}/games/${GAME}/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ numPlayers: 2 }),
        }).then(async (response) => ({ status: response.status, ...(await response.json()) })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(live.map(() => 200));
    expect(new Set(answers.map((a) => a.matchID)).size).toBe(1);
  });

  it('plays a seat on each process to game over through the death of one', async () => {
    const [one, two, three] = servers;
    const matchID = await createMatch(one.url, GAME, { numPlayers: 3 });
    const seats = [
      await joinMatch(one.url, GAME, matchID, '0'),
      await joinMatch(two.url, GAME, matchID, '1'),
      await joinMatch(three.url, GAME, matchID, '2'),
    ];
    const players = seats.map(
      (seat, i) => new SocketPlayer(servers[i].url, GAME, matchID, seat.playerID, seat.credentials),
    );
    const spectator = new SocketPlayer(two.url, GAME, matchID, null);
    const clients = [...players, spectator];
    try {
      for (const client of clients) await client.synced();
      const play = async (player: SocketPlayer) =>
        (await player.move('play', player.state.G.hands[player.playerID!][0])).event;

      // One round: each move is stored by one process and reaches the other two through Redis.
      for (let stateID = 0; stateID < 3; stateID++) {
        await players[stateID].reaches(stateID);
        expect(await play(players[stateID])).toBe('update');
      }
      for (const client of clients) await client.reaches(3);
      const updates = (client: SocketPlayer) =>
        client.received.filter((r) => r.event === 'update').map((r) => r.args[1]._stateID);
      for (const client of clients) expect(updates(client)).toEqual([1, 2, 3]);
      // Each seat sees its own hand only, whichever process it is on.
      const hidden = (client: SocketPlayer) =>
        ['0', '1', '2'].filter((seat) => !Array.isArray(client.state.G.hands[seat]));
      expect(hidden(players[0])).toEqual(['1', '2']);
      expect(hidden(players[1])).toEqual(['0', '2']);
      expect(hidden(spectator)).toEqual(['0', '1', '2']);

      // Process one dies; seat 0 comes back through process three and the match goes on.
      await one.crash();
      players[0].close();
      players[0] = new SocketPlayer(three.url, GAME, matchID, '0', seats[0].credentials);
      expect((await players[0].synced()).args[1].state._stateID).toBe(3);
      for (let stateID = 3; stateID < 9; stateID++) {
        await players[stateID % 3].reaches(stateID);
        expect(await play(players[stateID % 3])).toBe('update');
      }
      for (const client of [...players, spectator]) await client.reaches(9);
      const gameover = spectator.state.ctx.gameover;
      expect(gameover).toBeDefined();
      for (const player of players) expect(player.state.ctx.gameover).toEqual(gameover);
    } finally {
      for (const client of [...players, spectator]) client.close();
    }
  });
});
