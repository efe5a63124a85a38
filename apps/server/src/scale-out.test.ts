/**
 * Several server processes share matches through PostgreSQL and Redis pub/sub: one match, a
 * client on each process, both see every move; one process dies, the match ends on the other.
 */
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

describe.skipIf(skipDatabaseTests)('scale-out over Redis and PostgreSQL', () => {
  let postgres: ScratchPostgres;
  let redis: ScratchRedis;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  });
  afterAll(async () => {
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

  it('plays one match with a client on each process, then finishes it on the survivor', async () => {
    const [one, two] = [await startProcess(), await startProcess()];
    expect(await (await fetch(`${two.url}/health`)).json()).toMatchObject({
      ok: true,
      storage: 'postgres',
      database: 'ok',
      redis: 'ok',
    });

    // Created through one process, joined through the other: one shared database.
    const matchID = await createMatch(one.url, 'hidden-hands', { numPlayers: 2 });
    const northSeat = await joinMatch(one.url, 'hidden-hands', matchID, '0');
    const southSeat = await joinMatch(two.url, 'hidden-hands', matchID, '1');
    const north = new SocketPlayer(one.url, 'hidden-hands', matchID, '0', northSeat.credentials);
    const south = new SocketPlayer(two.url, 'hidden-hands', matchID, '1', southSeat.credentials);
    let northAgain: SocketPlayer | undefined;
    try {
      await north.synced();
      await south.synced();

      // Four moves, alternating processes; each client must see every one of them.
      for (let stateID = 0; stateID < 4; stateID++) {
        const player = stateID % 2 === 0 ? north : south;
        await player.reaches(stateID);
        expect((await player.move('play', player.state.G.hands[player.playerID!][0])).event).toBe(
          'update',
        );
      }
      await north.reaches(4);
      await south.reaches(4);
      const seen = (client: SocketPlayer) =>
        client.received.filter((r) => r.event === 'update').map((r) => r.args[1]._stateID);
      expect(seen(north)).toEqual([1, 2, 3, 4]);
      expect(seen(south)).toEqual([1, 2, 3, 4]);
      expect(north.state.G.scores).toEqual(south.state.G.scores);

      // Process one dies; North comes back through process two (as a load balancer would send it).
      await one.crash();
      north.close();
      const seatNews = () =>
        south.received.filter((r) => r.event === 'matchData' || r.event === 'gridplay:lifecycle')
          .length;
      const newsBefore = seatNews();
      northAgain = new SocketPlayer(two.url, 'hidden-hands', matchID, '0', northSeat.credentials);
      expect((await northAgain.synced()).args[1].state._stateID).toBe(4);
      expect((await northAgain.move('play', northAgain.state.G.hands['0'][0])).event).toBe(
        'update',
      );
      await south.reaches(5);
      // North was never marked gone (its process died with it): coming back changes nothing,
      // so nothing is written or announced — a failover's wave of reconnections stays cheap.
      expect(seatNews()).toBe(newsBefore);
      expect((await south.move('play', south.state.G.hands['1'][0])).event).toBe('update');
      await northAgain.reaches(6);
      expect(northAgain.state.ctx.gameover).toBeDefined();
      expect(south.state.ctx.gameover).toEqual(northAgain.state.ctx.gameover);
    } finally {
      north.close();
      south.close();
      northAgain?.close();
    }
  });

  it('two processes racing on the same state: exactly one move is stored, the other is told', async () => {
    const [one, two] =
      processes.length >= 2 && processes[1].child.exitCode === null
        ? [processes[1], await startProcess()]
        : [await startProcess(), await startProcess()];
    const matchID = await createMatch(one.url, 'hidden-hands', { numPlayers: 2 });
    const seat = await joinMatch(one.url, 'hidden-hands', matchID, '0');
    await joinMatch(one.url, 'hidden-hands', matchID, '1');
    // The same seat, connected twice, through both processes; both send a move from state 0.
    const a = new SocketPlayer(one.url, 'hidden-hands', matchID, '0', seat.credentials);
    const b = new SocketPlayer(two.url, 'hidden-hands', matchID, '0', seat.credentials);
    try {
      await a.synced();
      await b.synced();
      const [first, second] = a.state.G.hands['0'];
      const refusal = Promise.race(
        [a, b].map((client) => client.next((r) => r.event === 'gridplay:error')),
      );
      a.emitAction('MAKE_MOVE', 'play', [first]);
      b.emitAction('MAKE_MOVE', 'play', [second]);
      expect((await refusal).args[0].reason).toMatch(/moved on|made first|not your turn/);
      await a.reaches(1);
      await b.reaches(1);
      expect(a.state.G.scores['0']).toBe(b.state.G.scores['0']);
      expect([first, second]).toContain(a.state.G.scores['0']);
      // The stored log, as a late spectator receives it, holds exactly one move.
      const spectator = new SocketPlayer(two.url, 'hidden-hands', matchID, null);
      const log = (await spectator.synced()).args[1].log;
      spectator.close();
      expect(log.filter((e: any) => e.action.type === 'MAKE_MOVE')).toHaveLength(1);
      expect(a.state._stateID).toBe(1);
    } finally {
      a.close();
      b.close();
    }
  });
});
