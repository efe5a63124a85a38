/**
 * kill -9 the server mid-match and restart it: every acknowledged move is still there, and the
 * clients reconnect by themselves and play on to the end.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './testing/scratch-databases';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { seatedMatch } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';

const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.terminate();
});

describe('shutdown', () => {
  it('on SIGTERM closes the sockets, stores what it accepted, logs it and exits 0', async () => {
    const port = String(await freePort());
    const env = {
      PORT: port,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gridplay-term-')),
      ORIGINS: 'http://localhost',
    };
    const server = await startServerProcess(env);
    running.push(server);
    const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
    const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seats[0].credentials);
    try {
      await north.synced();
      expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
      const exit = new Promise<number | null>((resolve) =>
        server.child.once('exit', (code) => resolve(code)),
      );
      server.child.kill('SIGTERM');
      expect(await exit).toBe(0);
      const logLines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
      expect(logLines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['listening', 'shutting down', 'stopped']),
      );
      expect(logLines.find((line) => line.msg === 'shutting down').signal).toBe('SIGTERM');
    } finally {
      north.close();
    }
    const again = await startServerProcess(env);
    running.push(again);
    const spectator = new SocketPlayer(again.url, 'hidden-hands', matchID, null);
    try {
      expect((await spectator.synced()).args[1].state._stateID).toBe(1);
    } finally {
      spectator.close();
    }
  });
});

describe('crash recovery (SQLite)', () => {
  it('keeps every acknowledged move across kill -9 and lets the clients finish the match', async () => {
    const port = String(await freePort());
    const env = {
      PORT: port,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gridplay-crash-')),
      ORIGINS: 'http://localhost',
    };
    const first = await startServerProcess(env);
    running.push(first);
    const { matchID, seats } = await seatedMatch(first.url, 'hidden-hands');
    const north = new SocketPlayer(first.url, 'hidden-hands', matchID, '0', seats[0].credentials);
    const south = new SocketPlayer(first.url, 'hidden-hands', matchID, '1', seats[1].credentials);
    try {
      await north.synced();
      await south.synced();
      // Two acknowledged moves, then the process dies without any chance to flush anything.
      expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
      await south.reaches(1);
      expect((await south.move('play', south.state.G.hands['1'][0])).event).toBe('update');
      await north.reaches(2);
      const acknowledged = north.state;
      await first.crash();

      const second = await startServerProcess(env);
      running.push(second);
      // socket.io-client reconnects on its own; SocketPlayer syncs again on every connect.
      const resynced = (client: SocketPlayer) =>
        client.next((r) => r.event === 'sync', { timeoutMs: 20_000 });
      const [northSync] = await Promise.all([resynced(north), resynced(south)]);
      const state = northSync.args[1].state;
      expect(state._stateID).toBe(2);
      expect(state.G).toEqual(acknowledged.G);
      const moves = northSync.args[1].log.filter((e: any) => e.action.type === 'MAKE_MOVE');
      expect(moves.map((e: any) => [e.action.payload.playerID, e.action.payload.type])).toEqual([
        ['0', 'play'],
        ['1', 'play'],
      ]);

      // Play on to the end: each seat plays its remaining cards in turn.
      for (let turn = 0; turn < 4; turn++) {
        const player = turn % 2 === 0 ? north : south;
        const seat = player.playerID!;
        await player.reaches(2 + turn);
        const update = await player.move('play', player.state.G.hands[seat][0]);
        expect(update.event).toBe('update');
      }
      await north.reaches(6);
      expect(north.state.ctx.gameover).toBeDefined();
      const match = await (await fetch(`${second.url}/games/hidden-hands/${matchID}`)).json();
      expect(match.gameover).toEqual(north.state.ctx.gameover);
    } finally {
      north.close();
      south.close();
    }
  });
});
