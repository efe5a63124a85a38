/**
 * "Play now" over real HTTP and sockets, on SQLite and PostgreSQL: two players waiting for a game
 * get one new match with both seats taken (rated when both are logged in), each told its own
 * seat and credentials; a player who waited long enough may take an AI instead; a place nobody
 * asks about is given up; bad requests are refused in words and queue nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'boardgame.io';
import { fixtureGames } from '../testing/fixture-games';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';
import { Browser } from '../testing/account-client';
import { SocketPlayer } from '../testing/socket-player';
import { send } from '../testing/hostile-http';

const GAME = 'hidden-hands';
const EXPIRY_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function playNowContract(name: string, databaseUrl: () => string | undefined) {
  describe(`Play now on ${name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({
        databaseUrl: databaseUrl(),
        playNowExpiryMs: EXPIRY_MS,
        leaderboardMinGames: 1,
      });
    });
    afterAll(() => server?.stop());

    const join = (browser: Browser, body: Record<string, unknown>) =>
      browser.send('/api/play-now', { body: { game: GAME, ...body } });
    const ask = (browser: Browser, ticket: string) => browser.send(`/api/play-now/${ticket}`);
    const metadataOf = async (matchID: string) =>
      (await server.server.store.fetch(matchID, { metadata: true })).metadata as Server.MatchData &
        Record<string, any>;

    it('pairs two guests in one unlisted, unrated match, each with its own seat that plays', async () => {
      const [ada, bo] = [new Browser(server.url), new Browser(server.url)];
      const first = await join(ada, { playerName: 'Ada' });
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ status: 'waiting', game: GAME, aiOffered: false });
      expect(first.json.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const second = await join(bo, { playerName: 'Ada' });
      expect(second.json.status).toBe('matched');
      const news = await ask(ada, first.json.ticket);
      expect(news.json).toMatchObject({
        status: 'matched',
        game: GAME,
        matchID: second.json.matchID,
        rated: false,
        opponent: 'person',
      });
      expect(new Set([news.json.playerID, second.json.playerID])).toEqual(new Set(['0', '1']));
      const metadata = await metadataOf(news.json.matchID);
      expect(metadata.unlisted).toBe(true);
      expect(metadata.gridplayRated).toBeUndefined();
      // Two players called Ada are told apart at the table.
      expect([metadata.players[0].name, metadata.players[1].name]).toEqual(['Ada', 'Ada (2)']);
      for (const seat of [news.json, second.json]) {
        const player = new SocketPlayer(
          server.url,
          GAME,
          seat.matchID,
          seat.playerID,
          seat.credentials,
        );
        try {
          expect((await player.synced()).event).toBe('sync');
        } finally {
          player.close();
        }
      }
      // The answer can be asked again (a lost answer), and the tickets are in no line any more.
      expect((await ask(bo, second.json.ticket)).json.matchID).toBe(news.json.matchID);
      const alone = await join(new Browser(server.url), {});
      expect(alone.json.status).toBe('waiting');
      await send(`${server.url}/api/play-now/${alone.json.ticket}/leave`, { method: 'POST' });
    });

    it('pairs two logged-in players in a rated match whose seats are their accounts; a resignation rates it', async () => {
      const players = [new Browser(server.url), new Browser(server.url)];
      await players[0].register('Queue_Ann');
      await players[1].register('Queue_Bob');
      const waiting = await join(players[0], { playerName: 'ignored' });
      // Already queued: one place per account.
      const twice = await join(players[0], {});
      expect(twice.status).toBe(409);
      expect(twice.json.error).toBe(
        `You are already waiting for a ${GAME} match: leave that queue first.`,
      );
      const matched = (await join(players[1], {})).json;
      expect(matched).toMatchObject({ status: 'matched', rated: true });
      const annSeat = (await ask(players[0], waiting.json.ticket)).json;
      const metadata = await metadataOf(matched.matchID);
      expect(metadata.gridplayRated).toBe(true);
      expect(metadata.gridplayAccounts).toEqual({
        [annSeat.playerID]: 'Queue_Ann',
        [matched.playerID]: 'Queue_Bob',
      });
      expect(metadata.players[Number(annSeat.playerID)].name).toBe('Queue_Ann');

      const resigned = await players[1].send(`/games/${GAME}/${matched.matchID}/resign`, {
        body: { playerID: matched.playerID, credentials: matched.credentials },
      });
      expect(resigned.status).toBe(200);
      await expect
        .poll(
          async () =>
            (await send(`${server.url}/api/players/Queue_Ann`)).json.recentMatches[0]?.result,
          { timeout: 5000 },
        )
        .toBe('win');
      const board = (await send(`${server.url}/api/leaderboard/${GAME}`)).json.players;
      const ranks = board.map((row: { name: string }) => row.name);
      expect(ranks.indexOf('Queue_Ann')).toBeLessThan(ranks.indexOf('Queue_Bob'));
    });

    it('a logged-in player and a guest get an unrated match', async () => {
      const account = new Browser(server.url);
      await account.register('Queue_Cy');
      const waiting = await join(account, {});
      const guest = (await join(new Browser(server.url), { playerName: 'Dee' })).json;
      expect(guest).toMatchObject({ status: 'matched', rated: false });
      expect((await ask(account, waiting.json.ticket)).json.matchID).toBe(guest.matchID);
      expect((await metadataOf(guest.matchID)).gridplayAccounts).toBeUndefined();
    });

    it('offers an AI opponent after the wait the player chose, not before', async () => {
      const eve = new Browser(server.url);
      const { ticket } = (await join(eve, { playerName: 'Eve', aiAfterSeconds: 1 })).json;
      const early = await eve.send(`/api/play-now/${ticket}/ai`, { method: 'POST' });
      expect(early.status).toBe(409);
      expect(early.json.error).toMatch(
        /^An AI opponent is offered after 1 s of waiting: 1 s to go\.$/,
      );
      await sleep(1100);
      const offered = (await ask(eve, ticket)).json;
      expect(offered).toMatchObject({ status: 'waiting', aiOffered: true });
      expect(offered.waitedMs).toBeGreaterThanOrEqual(1000);
      const seated = await eve.send(`/api/play-now/${ticket}/ai`, { method: 'POST' });
      expect(seated.json).toMatchObject({ status: 'matched', rated: false, opponent: 'ai' });
      const metadata = await metadataOf(seated.json.matchID);
      const aiSeat = seated.json.playerID === '0' ? '1' : '0';
      expect(metadata.gridplayBots).toEqual({ [aiSeat]: 'normal' });
      expect(metadata.players[Number(seated.json.playerID)].name).toBe('Eve');
    });

    it('seats the AI at the level the player chose; a level it does not know is refused and the wait goes on', async () => {
      const fay = new Browser(server.url);
      const { ticket } = (await join(fay, { playerName: 'Fay', aiAfterSeconds: 1 })).json;
      await sleep(1100);
      for (const [body, error] of [
        [{ level: 'expert' }, /^Invalid request \(level\): level is one of easy, normal and hard$/],
        [{ level: 'hard', seats: 2 }, /seats/],
      ] as const) {
        const refused = await fay.send(`/api/play-now/${ticket}/ai`, { body });
        expect(refused.status).toBe(400);
        expect(refused.json.error).toMatch(error);
      }
      expect((await ask(fay, ticket)).json).toMatchObject({ status: 'waiting', aiOffered: true });
      const seated = await fay.send(`/api/play-now/${ticket}/ai`, { body: { level: 'hard' } });
      expect(seated.json).toMatchObject({ status: 'matched', opponent: 'ai' });
      const aiSeat = seated.json.playerID === '0' ? '1' : '0';
      expect((await metadataOf(seated.json.matchID)).gridplayBots).toEqual({ [aiSeat]: 'hard' });
    });

    it('leaving, or no longer asking, gives the place up: nobody is paired with it', async () => {
      const gone = new Browser(server.url);
      const left = (await join(gone, { playerName: 'Left' })).json.ticket;
      expect((await gone.send(`/api/play-now/${left}/leave`, { method: 'POST' })).status).toBe(204);
      expect((await ask(gone, left)).status).toBe(404);
      const silent = (await join(gone, { playerName: 'Silent' })).json.ticket;
      await sleep(EXPIRY_MS + 300);
      const next = await join(new Browser(server.url), { playerName: 'Next' });
      expect(next.json.status).toBe('waiting');
      const lost = await ask(gone, silent);
      expect(lost.status).toBe(404);
      expect(lost.json.error).toMatch(/unknown or was given up/);
      await send(`${server.url}/api/play-now/${next.json.ticket}/leave`, { method: 'POST' });
    });

    it('refuses bad requests with the reason, and queues nobody', async () => {
      const browser = new Browser(server.url);
      const refusals: Array<[unknown, number, RegExp, Record<string, string>?]> = [
        [{ game: 'chess' }, 404, /There is no game "chess"/],
        [{ game: 'Hidden Hands' }, 400, /lowercase/],
        [{ game: GAME, aiAfterSeconds: 0 }, 400, /aiAfterSeconds is at least 1/],
        [{ game: GAME, aiAfterSeconds: '30' }, 400, /aiAfterSeconds is a number/],
        [{ game: GAME, seats: 2 }, 400, /seats/],
        [{ game: GAME, playerName: 'a\u202eb' }, 400, /name cannot contain/],
        [JSON.parse('{"game":"hidden-hands","__proto__":{"x":1}}'), 400, /__proto__/],
        [{ game: GAME }, 403, /not allowed/, { origin: 'http://evil.example' }],
      ];
      for (const [body, status, error, headers] of refusals) {
        const answer = await browser.send('/api/play-now', { body, headers });
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(answer.json.error).toMatch(error);
      }
      expect((await browser.send('/api/play-now')).status).toBe(405);
      expect((await ask(browser, 'x'.repeat(32))).status).toBe(404);
      expect((await ask(browser, '../../etc')).status).toBe(404);
      // None of them queued anyone: the next player waits alone.
      const alone = await join(browser, {});
      expect(alone.json.status).toBe('waiting');
      await browser.send(`/api/play-now/${alone.json.ticket}/leave`, { method: 'POST' });
    });
  });
}

playNowContract('SQLite', () => undefined);

describe.skipIf(skipDatabaseTests)('PostgreSQL', () => {
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  playNowContract('PostgreSQL', () => postgres.url);
});

it('refuses a game that is not played by two', async () => {
  const [hosted] = await fixtureGames();
  const threes = {
    ...hosted,
    module: { ...hosted.module, meta: { ...hosted.module.meta, minPlayers: 3 } },
  };
  const server = await startTestServer({ games: [threes] });
  try {
    const answer = await send(`${server.url}/api/play-now`, { body: { game: GAME } });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(
      'Hidden Hands is not played by two: Play now pairs two players.',
    );
  } finally {
    await server.stop();
  }
});
