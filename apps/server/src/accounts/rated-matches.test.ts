/**
 * Rated matches over real HTTP and sockets, on SQLite and PostgreSQL: only logged-in players sit,
 * a seat's credentials are worth nothing without its account's session, and at game over each
 * rated seat's Glicko-2 rating changes once and only once (told twice, by two processes, or
 * after a crash), bots and AI seats aside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import type { Server, State } from 'boardgame.io';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';
import { Browser } from '../testing/account-client';
import { SocketPlayer } from '../testing/socket-player';
import { playToTheEnd, send } from '../testing/hostile-http';
import type { Seat } from '../testing/lobby-client';
import { createLogger } from '../logger';
import { AccountStore } from './account-store';
import { MatchRatings } from './match-ratings';

const cookieOf = (browser: Browser) => ({ cookie: `gridplay_session=${browser.cookie}` });

async function createRated(server: RunningServer, body: Record<string, unknown> = {}) {
  const created = await send(`${server.url}/games/hidden-hands/create`, {
    body: { numPlayers: 2, setupData: { handSize: 1 }, rated: true, ...body },
  });
  expect(created.status).toBe(200);
  return created.json.matchID as string;
}

async function join(server: RunningServer, matchID: string, playerID: string, browser?: Browser) {
  const answer = await (browser ?? new Browser(server.url)).send(
    `/games/hidden-hands/${matchID}/join`,
    { body: { playerID, playerName: 'Whoever' } },
  );
  return { answer, seat: { playerID, credentials: answer.json.playerCredentials } };
}

/** Two accounts seated in a new rated match. */
async function ratedTable(server: RunningServer, names: [string, string]) {
  const browsers = names.map(() => new Browser(server.url));
  for (const [index, name] of names.entries())
    expect((await browsers[index].register(name)).status).toBe(201);
  const matchID = await createRated(server);
  const seats: Seat[] = [];
  for (const [index, browser] of browsers.entries()) {
    const { answer, seat } = await join(server, matchID, String(index), browser);
    expect(answer.status).toBe(200);
    seats.push(seat);
  }
  return { matchID, seats, browsers };
}

function ratedContract(name: string, databaseUrl: () => string | undefined) {
  describe(`rated matches on ${name}`, () => {
    let server: RunningServer;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(joinPath(tmpdir(), 'gridplay-rated-'));
      server = await startTestServer({
        databaseUrl: databaseUrl(),
        dataDir,
        leaderboardMinGames: 1,
      });
    });
    afterAll(() => server?.stop());

    it('seats only logged-in players, under their account name, one seat per account', async () => {
      const matchID = await createRated(server);
      const guest = await join(server, matchID, '0');
      expect(guest.answer.status).toBe(401);
      expect(guest.answer.json.error).toMatch(/rated: log in/);
      const ann = new Browser(server.url);
      await ann.register('Rated_Ann');
      const seated = await join(server, matchID, '0', ann);
      expect(seated.answer.status).toBe(200);
      const again = await join(server, matchID, '1', ann);
      expect(again.answer.status).toBe(409);
      expect(again.answer.json.error).toMatch(/already sit/);
      const listed = await send(`${server.url}/games/hidden-hands/${matchID}`);
      expect(listed.json.players[0].name).toBe('Rated_Ann');
      expect(listed.json.players[1].name).toBeUndefined();
      expect(listed.json.gridplayRated).toBe(true);
      // Guest play is unchanged in a match that is not rated.
      const casual = await send(`${server.url}/games/hidden-hands/create`, {
        body: { numPlayers: 2 },
      });
      expect((await join(server, casual.json.matchID, '0')).answer.status).toBe(200);
    });

    it('refuses a stolen seat credential without the account session: socket, leave and rename', async () => {
      const { matchID, seats, browsers } = await ratedTable(server, ['Owner_1', 'Owner_2']);
      const thief = new Browser(server.url);
      await thief.register('Thief_1');
      for (const headers of [undefined, cookieOf(thief), cookieOf(browsers[1])]) {
        const player = new SocketPlayer(
          server.url,
          'hidden-hands',
          matchID,
          '0',
          seats[0].credentials,
          {
            extraHeaders: headers,
          },
        );
        try {
          const refused = await player.next(
            (r) => r.event === 'gridplay:error' || r.event === 'sync',
          );
          expect(refused.event).toBe('gridplay:error');
          expect(refused.args[0].reason).toMatch(/belongs to Owner_1/);
        } finally {
          player.close();
        }
      }
      const leave = await thief.send(`/games/hidden-hands/${matchID}/leave`, {
        body: { playerID: '0', credentials: seats[0].credentials },
      });
      expect(leave.status).toBe(403);
      const rename = await send(`${server.url}/games/hidden-hands/${matchID}/update`, {
        body: { playerID: '0', credentials: seats[0].credentials, newName: 'Pwned' },
      });
      expect(rename.status).toBe(403);
      const owner = new SocketPlayer(
        server.url,
        'hidden-hands',
        matchID,
        '0',
        seats[0].credentials,
        {
          extraHeaders: cookieOf(browsers[0]),
        },
      );
      try {
        expect(
          (await owner.next((r) => r.event === 'gridplay:error' || r.event === 'sync')).event,
        ).toBe('sync');
      } finally {
        owner.close();
      }
    });

    it('rates a finished match once: ratings, profiles, /api/me and the leaderboard change', async () => {
      const { matchID, seats, browsers } = await ratedTable(server, ['Winner_or_1', 'Winner_or_2']);
      const final = await playToTheEnd(server.url, matchID, seats, browsers.map(cookieOf));
      const winner = Number(final.ctx.gameover.winner);
      const names = ['Winner_or_1', 'Winner_or_2'];
      const [won, lost] = [names[winner], names[1 - winner]];

      await expect
        .poll(
          async () =>
            (await send(`${server.url}/api/players/${won}`)).json.ratings['hidden-hands']?.games,
          { timeout: 5000 },
        )
        .toBe(1);
      const winnerProfile = (await send(`${server.url}/api/players/${won}`)).json;
      const loserProfile = (await send(`${server.url}/api/players/${lost}`)).json;
      expect(winnerProfile.ratings['hidden-hands'].rating).toBeGreaterThan(1500);
      expect(loserProfile.ratings['hidden-hands'].rating).toBeLessThan(1500);
      expect(winnerProfile.ratings['hidden-hands'].deviation).toBeLessThan(350);
      expect(winnerProfile.recentMatches).toEqual([
        expect.objectContaining({
          matchID,
          game: 'hidden-hands',
          result: 'win',
          ratingChange: winnerProfile.ratings['hidden-hands'].rating - 1500,
        }),
      ]);
      expect(loserProfile.recentMatches[0]).toMatchObject({ matchID, result: 'loss' });
      expect(loserProfile.recentMatches[0].ratingChange).toBeLessThan(0);
      const me = await browsers[winner].send('/api/me');
      expect(me.json.ratings['hidden-hands']).toEqual(winnerProfile.ratings['hidden-hands']);

      const board = (await send(`${server.url}/api/leaderboard/hidden-hands`)).json;
      const ranks = board.players.map((p: { name: string }) => p.name);
      expect(ranks.indexOf(won)).toBeLessThan(ranks.indexOf(lost));
      expect(ranks.indexOf(lost)).toBeGreaterThanOrEqual(0);

      // Told again (a second process, a retried hook): nothing changes.
      const accounts = new AccountStore(server.server.store.sql);
      const again = new MatchRatings(accounts, server.server.store, createLogger());
      const twice = await Promise.all([again.rate(matchID), again.rate(matchID)]);
      expect(twice).toEqual([false, false]);
      expect((await send(`${server.url}/api/players/${won}`)).json.ratings).toEqual(
        winnerProfile.ratings,
      );
    });

    it('rates a resignation once: the other seat wins; a stolen credential cannot resign', async () => {
      const { matchID, seats, browsers } = await ratedTable(server, ['Resign_1', 'Resign_2']);
      const thief = new Browser(server.url);
      await thief.register('Resign_Thief');
      const stolen = await thief.send(`/games/hidden-hands/${matchID}/resign`, { body: seats[1] });
      expect(stolen.status).toBe(403);
      expect(stolen.json.error).toMatch(/belongs to Resign_2/);
      const resigned = await browsers[1].send(`/games/hidden-hands/${matchID}/resign`, {
        body: seats[1],
      });
      expect(resigned.status).toBe(200);
      const again = await browsers[1].send(`/games/hidden-hands/${matchID}/resign`, {
        body: seats[1],
      });
      expect(again.status).toBe(409);
      await expect
        .poll(
          async () =>
            (await send(`${server.url}/api/players/Resign_1`)).json.ratings['hidden-hands']?.games,
          { timeout: 5000 },
        )
        .toBe(1);
      const [winner, loser] = await Promise.all(
        ['Resign_1', 'Resign_2'].map(
          async (name) => (await send(`${server.url}/api/players/${name}`)).json,
        ),
      );
      expect(winner.recentMatches).toEqual([expect.objectContaining({ matchID, result: 'win' })]);
      expect(loser.recentMatches).toEqual([expect.objectContaining({ matchID, result: 'loss' })]);
      expect(loser.ratings['hidden-hands'].rating).toBeLessThan(1500);
      const rateAgain = new MatchRatings(
        new AccountStore(server.server.store.sql),
        server.server.store,
        createLogger(),
      );
      expect(await rateAgain.rate(matchID)).toBe(false);
      expect((await send(`${server.url}/api/players/Resign_2`)).json.ratings).toEqual(
        loser.ratings,
      );
    });

    it('rates the same match from two processes racing exactly once', async () => {
      const { matchID, seats } = await ratedTable(server, ['Race_1', 'Race_2']);
      // The game over is stored without any process hearing of it (as if it crashed right after).
      await endSilently(server, matchID, seats);
      const accounts = new AccountStore(server.server.store.sql);
      const processes = [0, 1, 2].map(
        () => new MatchRatings(accounts, server.server.store, createLogger()),
      );
      const rated = await Promise.all(processes.map((p) => p.rate(matchID)));
      expect(rated.filter(Boolean)).toHaveLength(1);
      expect(
        (await send(`${server.url}/api/players/Race_1`)).json.ratings['hidden-hands'].games,
      ).toBe(1);
      expect((await send(`${server.url}/api/players/Race_2`)).json.recentMatches).toHaveLength(1);
    });

    it('rates two matches of one player ending together from the rating each left', async () => {
      const { matchID: first, seats: firstSeats } = await ratedTable(server, ['Busy_1', 'Busy_2']);
      const browsers = [new Browser(server.url), new Browser(server.url)];
      await browsers[0].login('Busy_1');
      await browsers[1].register('Busy_3');
      const second = await createRated(server);
      const secondSeats = [
        (await join(server, second, '0', browsers[0])).seat,
        (await join(server, second, '1', browsers[1])).seat,
      ];
      await endSilently(server, first, firstSeats);
      await endSilently(server, second, secondSeats);
      const accounts = new AccountStore(server.server.store.sql);
      const ratings = new MatchRatings(accounts, server.server.store, createLogger());
      expect(await Promise.all([ratings.rate(first), ratings.rate(second)])).toEqual([true, true]);
      const busy = (await send(`${server.url}/api/players/Busy_1`)).json;
      expect(busy.ratings['hidden-hands'].games).toBe(2);
      // One match started from 1500, the other from where that one left Busy_1.
      const results = busy.recentMatches as Array<{ rating: number; ratingChange: number }>;
      const fromNew = results.find((r) => r.rating - r.ratingChange === 1500)!;
      const fromThere = results.find((r) => r !== fromNew)!;
      expect(fromThere.rating - fromThere.ratingChange).toBe(fromNew.rating);
    });

    it('rates after a crash: a match that ended unrated is rated when a server starts', async () => {
      const { matchID, seats } = await ratedTable(server, ['Crash_1', 'Crash_2']);
      await endSilently(server, matchID, seats);
      expect((await send(`${server.url}/api/players/Crash_1`)).json.ratings).toEqual({});
      await server.stop();
      server = await startTestServer({
        databaseUrl: databaseUrl(),
        dataDir,
        leaderboardMinGames: 1,
      });
      await expect
        .poll(
          async () =>
            (await send(`${server.url}/api/players/Crash_1`)).json.ratings['hidden-hands']?.games,
          { timeout: 5000 },
        )
        .toBe(1);
    });

    it('does not rate a seat handed to an AI (its player left mid-game), nor its opponent', async () => {
      const browsers = [new Browser(server.url), new Browser(server.url)];
      await browsers[0].register('Stayer_1');
      await browsers[1].register('Leaver_1');
      const matchID = await createRated(server, { setupData: { handSize: 2 } });
      const seats = [
        (await join(server, matchID, '0', browsers[0])).seat,
        (await join(server, matchID, '1', browsers[1])).seat,
      ];
      const stayer = new SocketPlayer(
        server.url,
        'hidden-hands',
        matchID,
        '0',
        seats[0].credentials,
        {
          extraHeaders: cookieOf(browsers[0]),
        },
      );
      try {
        await stayer.synced();
        await stayer.move('play', stayer.state.G.hands['0'][0]);
        await stayer.reaches(1);
        const left = await browsers[1].send(`/games/hidden-hands/${matchID}/leave`, {
          body: { playerID: '1', credentials: seats[1].credentials },
        });
        expect(left.status).toBe(200);
        await stayer.reaches(2); // the AI plays seat 1
        await stayer.move('play', stayer.state.G.hands['0'][0]);
        await stayer.next((r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined, {
          past: true,
        });
      } finally {
        stayer.close();
      }
      const accounts = new AccountStore(server.server.store.sql);
      await expect
        .poll(async () => (await accounts.unratedMatches(1000)).includes(matchID), {
          timeout: 5000,
        })
        .toBe(false);
      for (const name of ['Stayer_1', 'Leaver_1'])
        expect((await send(`${server.url}/api/players/${name}`)).json.ratings).toEqual({});
    });

    it('does not rate a bot seat, nor a person against a bot', async () => {
      const human = new Browser(server.url);
      await human.register('Versus_Bot');
      const matchID = await createRated(server, { bots: { 1: 'easy' } });
      const accounts = new AccountStore(server.server.store.sql);
      expect(await accounts.unratedMatches(1000)).toContain(matchID);
      const { seat } = await join(server, matchID, '0', human);
      const player = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seat.credentials, {
        extraHeaders: cookieOf(human),
      });
      try {
        await player.synced();
        if (player.state.ctx.currentPlayer !== '0') await player.reaches(1);
        await player.move('play', player.state.G.hands['0'][0]);
        await player.next((r) => r.event === 'update' && r.args[1].ctx.gameover !== undefined, {
          past: true,
        });
      } finally {
        player.close();
      }
      await expect
        .poll(async () => (await accounts.unratedMatches(1000)).includes(matchID), {
          timeout: 5000,
        })
        .toBe(false);
      expect((await send(`${server.url}/api/players/Versus_Bot`)).json).toMatchObject({
        ratings: {},
        recentMatches: [],
      });
    });
  });
}

/** Writes a game over straight to storage, with no socket or hook told (a crash right after). */
async function endSilently(server: RunningServer, matchID: string, seats: Seat[]) {
  const { store } = server.server;
  const { state, metadata } = (await store.fetch(matchID, { state: true, metadata: true })) as {
    state: State;
    metadata: Server.MatchData;
  };
  expect(seats).toHaveLength(2);
  const over = {
    ...state,
    ctx: { ...state.ctx, gameover: { winner: '0' } },
    _stateID: state._stateID + 1,
  };
  expect(await store.setStateIf(matchID, state._stateID, over, [])).toBe(true);
  await store.setMetadata(matchID, { ...metadata, gameover: { winner: '0' } });
}

ratedContract('SQLite', () => undefined);

describe.skipIf(skipDatabaseTests)('PostgreSQL', () => {
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  ratedContract('PostgreSQL', () => postgres.url);
});
