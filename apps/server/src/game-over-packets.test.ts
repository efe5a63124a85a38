/**
 * What a seat is sent when its match ends, over real sockets: the last update, and no
 * `matchData` repeating seats that did not change (the stock server sends none either).
 */
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

describe('the end of a match on the wire', () => {
  it('sends the final update and no matchData when the seats are unchanged', async () => {
    const { matchID, seats } = await seatedMatch(server.url, GAME);
    const players = seats.map(
      (s) => new SocketPlayer(server.url, GAME, matchID, s.playerID, s.credentials),
    );
    try {
      for (const p of players) await p.synced();
      for (let i = 0; i < 6; i++) {
        const mover = players[i % 2];
        if (i > 0) await mover.reaches(players[(i + 1) % 2].state._stateID);
        await mover.move('play', mover.state.G.hands[mover.playerID!][0]);
      }
      const finalID = players[1].state._stateID;
      for (const p of players) {
        await p.reaches(finalID);
        expect(p.state.ctx.gameover).toBeDefined();
        // A fresh sync is answered after anything the game over sent to this socket.
        const resynced = p.next((r) => r.event === 'sync');
        p.socket.emit('sync', matchID, p.playerID, p.credentials, 2);
        await resynced;
        const lastUpdate = p.received.findLastIndex(
          (r) => r.event === 'update' && r.args[1]._stateID === finalID,
        );
        const after = p.received.slice(lastUpdate + 1).map((r) => r.event);
        expect(after).not.toContain('matchData');
        expect(after).toContain('sync');
      }
      // The seats' names still arrive with a sync.
      const lastSync = players[0].received.findLast((r) => r.event === 'sync');
      expect(lastSync?.args[1].filteredMetadata).toHaveLength(2);
    } finally {
      for (const p of players) p.close();
    }
  });
});
