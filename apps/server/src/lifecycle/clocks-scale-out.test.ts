/**
 * Clocks across server processes sharing PostgreSQL and Redis: a flag fall is acted on exactly
 * once though every process holding sockets of the match times it, and when the process that
 * stored the last move dies, another one still ends the match on time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  skipDatabaseTests,
  startPostgres,
  startRedis,
  type ScratchPostgres,
  type ScratchRedis,
} from '../testing/scratch-databases';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { createMatch, joinMatch } from '../testing/lobby-client';
import { SocketPlayer } from '../testing/socket-player';

const GAME = 'hidden-hands';

describe.skipIf(skipDatabaseTests)('clocks over Redis and PostgreSQL', () => {
  let postgres: ScratchPostgres;
  let redis: ScratchRedis;
  const processes: ServerProcess[] = [];
  const clients: SocketPlayer[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of processes) await server.terminate();
    await redis?.stop();
    await postgres?.stop();
  });

  async function startProcess(): Promise<ServerProcess> {
    const server = await startServerProcess({
      PORT: String(await freePort()),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ORIGINS: 'http://localhost',
    });
    processes.push(server);
    return server;
  }

  /** North on process one, South on process two, North's first move made; South's clock runs. */
  async function splitTable(one: ServerProcess, two: ServerProcess, initialMs: number) {
    const matchID = await createMatch(one.url, GAME, {
      numPlayers: 2,
      timeControl: { kind: 'fischer', initialMs, incrementMs: 0, onTimeout: 'lose' },
    });
    const northSeat = await joinMatch(one.url, GAME, matchID, '0');
    const southSeat = await joinMatch(two.url, GAME, matchID, '1');
    const north = new SocketPlayer(one.url, GAME, matchID, '0', northSeat.credentials);
    const south = new SocketPlayer(two.url, GAME, matchID, '1', southSeat.credentials);
    clients.push(north, south);
    await Promise.all([north.synced(), south.synced()]);
    expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
    // Both processes have heard South's clock start.
    for (const client of [north, south])
      await client.next(
        (r) =>
          r.event === 'gridplay:lifecycle' && r.args[0].clock?.seats['1'].runningSince !== null,
        { past: true },
      );
    return { matchID, north, south };
  }

  const gameovers = (client: SocketPlayer) =>
    client.received.filter((r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined);

  it('acts on a flag fall once, though both processes time it', async () => {
    const [one, two] = [await startProcess(), await startProcess()];
    const { north, south } = await splitTable(one, two, 1500);
    const over = await south.next(
      (r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined,
    );
    expect(over.args[1].ctx.gameover).toEqual({ winner: '0' });
    expect(over.args[1]._stateID).toBe(2);
    await north.reaches(2);
    // Time for a second, duplicate penalty to show up if both processes acted.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(gameovers(south)).toHaveLength(1);
    expect(gameovers(north)).toHaveLength(1);
    const actedOn = (server: ServerProcess) => server.output().split('time ran out').length - 1;
    expect(actedOn(one) + actedOn(two)).toBe(1);
  });

  it('ends the match on time when the process that stored the last move has died', async () => {
    const [one, two] = [await startProcess(), await startProcess()];
    const { south } = await splitTable(one, two, 2000);
    await one.crash();
    const over = await south.next(
      (r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined,
      { past: true, timeoutMs: 8000 },
    );
    expect(over.args[1].ctx.gameover).toEqual({ winner: '0' });
    expect(two.output()).toContain('time ran out');
  });
});
