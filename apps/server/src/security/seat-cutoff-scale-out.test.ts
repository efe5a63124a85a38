/**
 * Issue 10, item 2, across processes: the seat change is made through one server, the socket
 * that lost its seat sits on another; the change travels on the Redis bus and the other process
 * cuts the socket off at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  skipDatabaseTests,
  startPostgres,
  startRedis,
  type ScratchPostgres,
  type ScratchRedis,
} from '../testing/scratch-databases';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch } from '../testing/lobby-client';
import { SocketPlayer } from '../testing/socket-player';
import { send } from '../testing/hostile-http';

describe.skipIf(skipDatabaseTests)('seat cut-off over Redis and PostgreSQL', () => {
  let postgres: ScratchPostgres;
  let redis: ScratchRedis;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    for (let i = 0; i < 2; i++)
      servers.push(await startTestServer({ databaseUrl: postgres.url, redisUrl: redis.url }));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await redis?.stop();
    await postgres?.stop();
  });

  it('leaving through one process cuts off the seat’s socket on the other', async () => {
    const [one, two] = servers;
    const matchID = await createMatch(one.url, 'hidden-hands');
    const host = await joinMatch(one.url, 'hidden-hands', matchID, '0');
    const squat = await joinMatch(one.url, 'hidden-hands', matchID, '1');
    const spy = new SocketPlayer(two.url, 'hidden-hands', matchID, '1', squat.credentials);
    const north = new SocketPlayer(one.url, 'hidden-hands', matchID, '0', host.credentials);
    try {
      await Promise.all([spy.synced(), north.synced()]);
      const cutOff = spy.next((r) => r.event === 'gridplay:error');
      const left = await send(`${one.url}/games/hidden-hands/${matchID}/leave`, { body: squat });
      expect(left.status).toBe(200);
      expect((await cutOff).args[0].reason).toMatch(/no longer hold seat 1/);

      await joinMatch(one.url, 'hidden-hands', matchID, '1');
      expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(spy.received.filter((r) => r.event === 'update')).toHaveLength(0);
    } finally {
      spy.close();
      north.close();
    }
  });
});
