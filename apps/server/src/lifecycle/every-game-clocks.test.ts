/**
 * Clocks with every installed game, over real sockets: two players who never move, a one-second
 * clock per decision. With "ai-decides" the server's AI keeps the match going decision after
 * decision from each seat's own view; with "lose" the seat whose time ran out loses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '@gridplay/core/discovery';
import { loadInstalledGames, type HostedGame } from '../games/installed-games';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch } from '../testing/lobby-client';
import { SocketPlayer, type Received } from '../testing/socket-player';

const discovered = await loadInstalledGames(findWorkspaceRoot(__dirname));
// A package that generated-game.test.ts adds for a moment is not an installed game.
const installed: HostedGame[] = discovered.games.filter(
  (g) => !g.module.meta.id.includes('zz-generated'),
);

let server: RunningServer;
const clients: SocketPlayer[] = [];

beforeAll(async () => {
  server = await startTestServer({ games: installed });
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.stop();
});

async function idleTable(game: string, onTimeout: string) {
  const matchID = await createMatch(server.url, game, {
    numPlayers: 2,
    timeControl: { kind: 'per-move', initialMs: 1000, incrementMs: 0, onTimeout },
  });
  const seats = [
    await joinMatch(server.url, game, matchID, '0'),
    await joinMatch(server.url, game, matchID, '1'),
  ];
  const sockets = seats.map(
    (seat) => new SocketPlayer(server.url, game, matchID, seat.playerID, seat.credentials),
  );
  clients.push(...sockets);
  for (const socket of sockets) expect((await socket.synced()).event).toBe('sync');
  return sockets;
}

const decisionsSeen = (client: SocketPlayer) =>
  client.received
    .filter((r: Received) => r.event === 'update')
    .flatMap((r) => r.args[2] ?? [])
    .filter(
      (entry: any) => entry.action.type === 'MAKE_MOVE' || entry.action.type === 'GAME_EVENT',
    );

describe.each(installed.map((g) => g.module.meta.id))('%s', (game) => {
  it('with "ai-decides", an AI makes each decision whose time ran out', async () => {
    const [north] = await idleTable(game, 'ai-decides');
    // Nobody at the table moves: every decision in the log was the AI's, on time.
    await north.next(() => decisionsSeen(north).length >= 2, { past: true, timeoutMs: 40_000 });
    const last = north.received.findLast((r) => r.event === 'gridplay:lifecycle')!.args[0];
    expect(last.replaced).toEqual({});
    expect(last.ending).toBeNull();
  }, 60_000);

  it('with "lose", the seat whose time ran out loses', async () => {
    const [north, south] = await idleTable(game, 'lose');
    const over = await south.next(
      (r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined,
      { past: true, timeoutMs: 15_000 },
    );
    const ending = await south.next(
      (r) => r.event === 'gridplay:lifecycle' && r.args[0].ending !== null,
      { past: true },
    );
    const loser = ending.args[0].ending.seat;
    expect(ending.args[0].ending.how).toBe('time');
    expect(over.args[1].ctx.gameover).toEqual({ winner: loser === '0' ? '1' : '0' });
    await north.reaches(over.args[1]._stateID);
  }, 30_000);
});
