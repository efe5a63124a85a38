/**
 * "My games" follows the account, over real HTTP on SQLite and PostgreSQL: a seat taken while
 * logged in (joining, or through Play now) is listed by `GET /api/me/matches` on another device
 * with its credentials and where the match stands; never another account's, never a guest's,
 * never a seat since left and taken by someone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';
import { Browser } from '../testing/account-client';
import { send } from '../testing/hostile-http';

const GAME = 'hidden-hands';

function accountMatchesContract(name: string, databaseUrl: () => string | undefined) {
  describe(`an account's matches on ${name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ databaseUrl: databaseUrl() });
    });
    afterAll(() => server?.stop());

    const create = async () =>
      (await send(`${server.url}/games/${GAME}/create`, { body: { numPlayers: 2 } })).json
        .matchID as string;

    it('lists the seats taken while logged in, on another device, with their credentials', async () => {
      const laptop = new Browser(server.url);
      await laptop.register('Mine_Ann');
      const matchID = await create();
      const joined = await laptop.send(`/games/${GAME}/${matchID}/join`, {
        body: { playerID: '0', playerName: 'Ann at home' },
      });
      expect(joined.status).toBe(200);
      // A guest's seat in the same match is nobody's.
      await send(`${server.url}/games/${GAME}/${matchID}/join`, {
        body: { playerID: '1', playerName: 'Guest' },
      });

      const phone = new Browser(server.url);
      await phone.login('Mine_Ann');
      const mine = await phone.send('/api/me/matches');
      expect(mine.status).toBe(200);
      expect(mine.json).toEqual({
        name: 'Mine_Ann',
        matches: [
          {
            matchID,
            game: GAME,
            playerID: '0',
            credentials: joined.json.playerCredentials,
            joinedAt: expect.any(Number),
            gameover: false,
            toAct: ['0'],
          },
        ],
      });

      const other = new Browser(server.url);
      await other.register('Mine_Bob');
      expect((await other.send('/api/me/matches')).json.matches).toEqual([]);
      const guest = await send(`${server.url}/api/me/matches`);
      expect(guest.status).toBe(401);
    });

    it('forgets a seat left before play and taken by someone else', async () => {
      const ann = new Browser(server.url);
      await ann.register('Mine_Cy');
      const matchID = await create();
      const joined = await ann.send(`/games/${GAME}/${matchID}/join`, {
        body: { playerID: '0', playerName: 'Cy' },
      });
      const left = await ann.send(`/games/${GAME}/${matchID}/leave`, {
        body: { playerID: '0', credentials: joined.json.playerCredentials },
      });
      expect(left.status).toBe(200);
      await send(`${server.url}/games/${GAME}/${matchID}/join`, {
        body: { playerID: '0', playerName: 'Someone else' },
      });
      expect((await ann.send('/api/me/matches')).json.matches).toEqual([]);
    });

    it('lists a seat taken through Play now', async () => {
      const dee = new Browser(server.url);
      await dee.register('Mine_Dee');
      const waiting = await dee.send('/api/play-now', { body: { game: GAME } });
      const opponent = await send(`${server.url}/api/play-now`, {
        body: { game: GAME, playerName: 'Guest' },
      });
      expect(opponent.json.status).toBe('matched');
      const seat = (await dee.send(`/api/play-now/${waiting.json.ticket}`)).json;
      const listed = (await dee.send('/api/me/matches')).json.matches;
      expect(listed).toEqual([
        expect.objectContaining({
          matchID: seat.matchID,
          playerID: seat.playerID,
          credentials: seat.credentials,
        }),
      ]);
    });
  });
}

accountMatchesContract('SQLite', () => undefined);

describe.skipIf(skipDatabaseTests)('PostgreSQL', () => {
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  accountMatchesContract('PostgreSQL', () => postgres.url);
});
