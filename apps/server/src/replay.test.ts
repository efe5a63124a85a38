/**
 * Replays over real HTTP, of matches played over real sockets. For every installed game a match
 * is played to game over (random `ai.enumerate` choices on the full stored state, each sent by
 * its seat's socket), then rebuilt by the replay route from the stored initial state and log:
 * its last frame equals the stored state. Before game over a seat replays only its own view
 * (the views its socket was sent), and strangers are refused. Matches ended outside the rules
 * (lost on time, a win claimed over an absent player) replay to their stored end too: the last
 * frame is the ending, in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { activePlayersOf, seatName, type AiMove, type GameModule } from '@gridplay/core';
import { findWorkspaceRoot } from '@gridplay/core/discovery';
import { loadInstalledGames, type HostedGame } from './games/installed-games';
import { startTestServer, TEST_LIMITS, type RunningServer } from './testing/in-process-server';
import { fixtureGames } from './testing/fixture-games';
import { createMatch, joinMatch, seatedMatch, type Seat } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';

/** Random playouts of every installed game end well within this (measured: at most ~500). */
const MAX_ACTIONS = 3000;

// Discovered before the tests are collected, so each game is a test of its own.
const discovered = await loadInstalledGames(findWorkspaceRoot(__dirname));
// A package that generated-game.test.ts adds for a moment is not an installed game.
const temporary = (name: string) => name.includes('zz-generated');
const installed: HostedGame[] = discovered.games.filter((g) => !temporary(g.module.meta.id));

let server: RunningServer;
const clients: SocketPlayer[] = [];

beforeAll(async () => {
  server = await startTestServer({
    games: [...installed, ...(await fixtureGames())],
    // The playouts send moves as fast as the server answers: no per-socket budget.
    limits: { ...TEST_LIMITS, socketMessageBurst: 1e9, socketMessagesPerSecond: 1e9 },
    replayRate: { burst: 1e6, perSecond: 1e6 },
    // A seat whose socket left may be claimed over at once (the matches ended by a claim).
    awayGraceMs: 0,
  });
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.stop();
});

async function storedState(matchID: string): Promise<State> {
  const { state } = await server.server.store.fetch(matchID, { state: true });
  return state;
}

async function replay(
  gameName: string,
  matchID: string,
  query = '',
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.url}/api/matches/${gameName}/${matchID}/replay${query}`, {
    headers,
  });
  return { status: response.status, json: await response.json() };
}

/** The game's quickest settings: numbers at their smallest positive value, choices at default. */
function quickSetup(module: GameModule): Record<string, unknown> {
  const setupData: Record<string, unknown> = {};
  for (const option of module.meta.setupOptions)
    setupData[option.key] =
      !option.choices && typeof option.default === 'number'
        ? Math.max(option.min ?? 1, 1)
        : option.default;
  return setupData;
}

/** mulberry32: the same choices on every run of a seed. */
function chooser(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** One random decision on the full stored state, sent by its seat's socket; resolves when stored. */
async function playOne(
  module: GameModule,
  matchID: string,
  sockets: Map<string, SocketPlayer>,
  pick: (n: number) => number,
): Promise<boolean> {
  const state = await storedState(matchID);
  if (state.ctx.gameover !== undefined) return false;
  const seats = activePlayersOf(state.ctx);
  const seat = seats[pick(seats.length)];
  const choices = module.game.ai.enumerate(state.G, state.ctx, seat) as AiMove[];
  expect(choices.length, `${module.meta.id}: seat ${seat} has no decision`).toBeGreaterThan(0);
  const choice = choices[pick(choices.length)];
  const socket = sockets.get(seat)!;
  const answer = socket.next(
    (r) =>
      (r.event === 'update' && r.args[1]._stateID > state._stateID) || r.event === 'gridplay:error',
  );
  if ('move' in choice)
    socket.emitAction('MAKE_MOVE', choice.move, choice.args ?? [], seat, state._stateID);
  else socket.emitAction('GAME_EVENT', choice.event, choice.args ?? [], seat, state._stateID);
  const { event, args } = await answer;
  expect(event, `${module.meta.id}: ${JSON.stringify(choice)} refused: ${args[0]?.reason}`).toBe(
    'update',
  );
  return true;
}

describe('replays of every installed game', () => {
  it('finds the installed games, every package loading', () => {
    expect(discovered.failures.filter((f) => !temporary(f.packageName))).toEqual([]);
    expect(installed.length).toBeGreaterThanOrEqual(5);
  });

  it.each(installed.map((hosted, index) => [hosted.module.meta.id, hosted.module, index] as const))(
    '%s: a match played over sockets to game over replays to its stored state',
    { timeout: 60_000 },
    async (_id, module, index) => {
      const gameName = module.meta.id;
      const numPlayers = module.meta.minPlayers;
      const matchID = await createMatch(server.url, gameName, {
        numPlayers,
        setupData: quickSetup(module),
      });
      const seats: Seat[] = [];
      for (let i = 0; i < numPlayers; i++)
        seats.push(await joinMatch(server.url, gameName, matchID, String(i)));
      const sockets = new Map<string, SocketPlayer>();
      for (const seat of seats) {
        const socket = new SocketPlayer(
          server.url,
          gameName,
          matchID,
          seat.playerID,
          seat.credentials,
        );
        clients.push(socket);
        expect((await socket.synced()).event).toBe('sync');
        sockets.set(seat.playerID, socket);
      }
      const pick = chooser(index + 1);

      // Mid-match: seat 0 replays its own view, which is what its socket was sent; others are refused.
      await playOne(module, matchID, sockets, pick);
      const seat0 = sockets.get('0')!;
      await seat0.reaches((await storedState(matchID))._stateID);
      const midway = await storedState(matchID);
      if (midway.ctx.gameover === undefined) {
        const own = await replay(
          gameName,
          matchID,
          `?playerID=0&credentials=${encodeURIComponent(seats[0].credentials)}`,
        );
        expect(own.status).toBe(200);
        expect(own.json.view).toEqual({ seat: '0' });
        const last = own.json.frames.at(-1);
        expect(last.stateID).toBe(midway._stateID);
        expect(last.G).toEqual(seat0.state.G);
        const stranger = await replay(gameName, matchID);
        expect(stranger.status).toBe(403);
      }

      let actions = 1;
      while (actions < MAX_ACTIONS && (await playOne(module, matchID, sockets, pick))) actions++;
      const final = await storedState(matchID);
      expect(final.ctx.gameover, `${gameName}: no game over in ${actions} actions`).toBeDefined();

      // After game over anyone replays everything, rebuilt from the initial state and the log.
      const first = await replay(gameName, matchID);
      expect(first.status).toBe(200);
      expect(first.json.view).toBe('everything');
      expect(first.json.gameover).toEqual(final.ctx.gameover);
      const { totalFrames } = first.json;
      const lastPage =
        first.json.nextFrom === null
          ? first.json
          : (await replay(gameName, matchID, `?from=${totalFrames - 1}`)).json;
      const last = lastPage.frames.at(-1);
      expect(last.index).toBe(totalFrames - 1);
      expect(last.stateID).toBe(final._stateID);
      expect(last.G).toEqual(final.G);
      expect(last.ctx).toEqual(final.ctx);
      // Every frame after the first is one decision, by a seat of the match.
      const source = await server.server.store.fetchReplaySource(matchID);
      expect(first.json.frames[0].G).toEqual(source!.initialState.G);
      expect(first.json.frames.slice(1).every((f: { actor: string }) => sockets.has(f.actor))).toBe(
        true,
      );
    },
  );
});

/** The replay's last frame, after game over (anyone may ask). */
async function lastFrame(gameName: string, matchID: string) {
  const first = await replay(gameName, matchID);
  expect(first.status).toBe(200);
  const { totalFrames } = first.json;
  const page =
    first.json.nextFrom === null
      ? first.json
      : (await replay(gameName, matchID, `?from=${totalFrames - 2}`)).json;
  return { frames: page.frames, totalFrames: totalFrames as number };
}

describe('replays of matches ended outside the rules (on time, or a claimed win)', () => {
  it.each(
    installed.flatMap((hosted, index) =>
      (['on time', 'by a claim'] as const).map(
        (how) => [hosted.module.meta.id, how, hosted.module, index] as const,
      ),
    ),
  )(
    '%s: a match ended %s replays to its stored state, the ending in words',
    { timeout: 60_000 },
    async (_id, how, module, index) => {
      const gameName = module.meta.id;
      const matchID = await createMatch(server.url, gameName, {
        numPlayers: 2,
        setupData: quickSetup(module),
        ...(how === 'on time'
          ? {
              timeControl: { kind: 'per-move', initialMs: 3000, incrementMs: 0, onTimeout: 'lose' },
            }
          : {}),
      });
      const sockets = new Map<string, SocketPlayer>();
      for (const playerID of ['0', '1']) {
        const seat = await joinMatch(server.url, gameName, matchID, playerID);
        const socket = new SocketPlayer(server.url, gameName, matchID, playerID, seat.credentials);
        clients.push(socket);
        expect((await socket.synced()).event).toBe('sync');
        sockets.set(playerID, socket);
      }
      // A few decisions first, so the replay rebuilds moves and then the ending.
      const pick = chooser(100 + index);
      for (let i = 0; i < 2; i++) await playOne(module, matchID, sockets, pick);
      const beforeEnding = await storedState(matchID);
      expect(beforeEnding.ctx.gameover).toBeUndefined();

      const north = sockets.get('0')!;
      const over = north.next((r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined, {
        past: true,
        timeoutMs: 20_000,
      });
      if (how === 'by a claim') {
        const away = north.next(
          (r) => r.event === 'gridplay:lifecycle' && r.args[0].away['1'] !== undefined,
          { past: true },
        );
        sockets.get('1')!.close();
        await away;
        north.socket.emit('gridplay:absent', { matchID, seat: '1', action: 'claim-win' });
      }
      await over;
      const final = await storedState(matchID);
      expect(final.ctx.gameover).toBeDefined();

      const { frames, totalFrames } = await lastFrame(gameName, matchID);
      const last = frames.at(-1);
      expect(last.index).toBe(totalFrames - 1);
      expect(last.stateID).toBe(final._stateID);
      expect(last.G).toEqual(final.G);
      expect(last.ctx).toEqual(final.ctx);
      expect(last.actor).toBeNull();
      const seat = (id: string) => seatName(module.meta, id);
      if (how === 'on time') {
        const loser = final.ctx.gameover.winner === '0' ? '1' : '0';
        expect(last.text).toBe(`${seat(loser)} ran out of time: lost on time.`);
      } else {
        expect(final.ctx.gameover).toEqual({ winner: '0' });
        expect(last.text).toBe(`${seat('0')} claimed the win: ${seat('1')} was away too long.`);
      }
      // The frame before is the last decision, still being played.
      expect(frames.at(-2).ctx.gameover).toBeUndefined();
    },
  );
});

describe('a replay during a match', () => {
  it("shows a seat only its own view of every moment, and tells strangers why they can't look", async () => {
    const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
    const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seats[0].credentials);
    const south = new SocketPlayer(server.url, 'hidden-hands', matchID, '1', seats[1].credentials);
    clients.push(north, south);
    await north.synced();
    await south.synced();
    const start = await storedState(matchID);
    expect((await north.move('play', start.G.hands['0'][0])).event).toBe('update');
    expect((await south.move('note', 'bluff on 9')).event).toBe('update');
    const now = await storedState(matchID);

    const asNorth = await replay('hidden-hands', matchID, '', {
      'x-gridplay-player-id': '0',
      'x-gridplay-credentials': seats[0].credentials,
    });
    expect(asNorth.status).toBe(200);
    expect(asNorth.json).toMatchObject({ view: { seat: '0' }, totalFrames: 3, gameover: null });
    expect(asNorth.json.frames.map((f: any) => [f.actor, f.text])).toEqual([
      [null, null],
      ['0', `North plays ${start.G.hands['0'][0]}`],
      ['1', 'South writes a note'],
    ]);
    for (const frame of asNorth.json.frames) {
      expect(frame.G.hands['1']).toEqual({ hidden: true, size: 3 });
      expect(frame.G.hands['0']).toEqual(expect.any(Array));
    }
    // Each moment as North saw it then: its hand before and after its play.
    expect(asNorth.json.frames[0].G.hands['0']).toEqual(start.G.hands['0']);
    expect(asNorth.json.frames[2].G.hands['0']).toEqual(now.G.hands['0']);
    const text = JSON.stringify(asNorth.json);
    expect(text).not.toContain('bluff on 9');
    expect(text).not.toContain(JSON.stringify(now.G.hands['1']));
    expect(text).not.toMatch(/prngstate|"seed"/i);

    // South sees its own note and hand, and not North's.
    const asSouth = await replay(
      'hidden-hands',
      matchID,
      `?playerID=1&credentials=${encodeURIComponent(seats[1].credentials)}`,
    );
    expect(asSouth.json.frames[2].G.notes['1']).toEqual(['bluff on 9']);
    expect(asSouth.json.frames[0].G.hands['0']).toEqual({ hidden: true, size: 3 });

    expect(await replay('hidden-hands', matchID)).toEqual({
      status: 403,
      json: {
        error:
          'This match is still being played: its replay opens to everyone at game over. A seat of it may replay its own view by sending its playerID and credentials.',
      },
    });
    expect(
      (await replay('hidden-hands', matchID, `?playerID=0&credentials=${seats[1].credentials}`))
        .json,
    ).toEqual({ error: 'These credentials do not hold seat 0.' });
    expect((await replay('hidden-hands', matchID, '?playerID=0')).json).toEqual({
      error: 'Credentials are required to play seat 0.',
    });
  });

  it('pages from a frame, and limits how often one address asks', async () => {
    const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
    const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seats[0].credentials);
    clients.push(north);
    await north.synced();
    await north.move('note', 'one');
    await north.move('note', 'two');
    const proof = `playerID=0&credentials=${encodeURIComponent(seats[0].credentials)}`;
    const page = await replay('hidden-hands', matchID, `?from=1&${proof}`);
    expect(page.json).toMatchObject({ totalFrames: 3, from: 1, nextFrom: null });
    expect(page.json.frames.map((f: { index: number }) => f.index)).toEqual([1, 2]);
    expect((await replay('hidden-hands', matchID, `?from=9&${proof}`)).json.frames).toEqual([]);

    const strict = await startTestServer({
      games: await fixtureGames(),
      replayRate: { burst: 2, perSecond: 0.001 },
    });
    try {
      const ask = () => fetch(`${strict.url}/api/matches/hidden-hands/nothing/replay`);
      expect((await ask()).status).toBe(404);
      expect((await ask()).status).toBe(404);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        error: 'Too many replays asked for: wait a second and try again.',
      });
    } finally {
      await strict.stop();
    }
  });

  it('answers unknown matches and games with 404, malformed addresses with 400', async () => {
    expect(await replay('hidden-hands', 'no-such-match')).toEqual({
      status: 404,
      json: { error: 'There is no hidden-hands match "no-such-match".' },
    });
    expect((await replay('no-such-game', 'abc')).status).toBe(404);
    expect((await replay('hidden-hands', 'bad.id')).status).toBe(400);
    expect((await replay('hidden-hands', 'abc', '?from=-1')).status).toBe(400);
  });
});
