/**
 * A game tool's saved items over real HTTP, on SQLite and on PostgreSQL: save, list, overwrite,
 * delete; another account sees none of them; bad input is refused with the items untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ORIGIN, type RunningServer } from '../testing/in-process-server';
import { fixtureGames } from '../testing/fixture-games';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';
import { Browser } from '../testing/account-client';
import { send } from '../testing/hostile-http';
import { SAVED_ITEMS_PER_TOOL } from './saved-items-store';
import { SAVED_TEXT_MAX } from './saved-items-schemas';

/** The fixture game with a tool page, as a game with a deck builder declares it. */
async function gamesWithATool() {
  return (await fixtureGames()).map((hosted) => ({
    ...hosted,
    module: {
      ...hosted.module,
      meta: { ...hosted.module.meta, tools: [{ id: 'deck-builder', title: 'Deck builder' }] },
    },
  }));
}

const SHELF = '/api/me/saved/hidden-hands/deck-builder';
const at = (name: string) => `${SHELF}/${encodeURIComponent(name)}`;

function savedItemsContract(name: string, databaseUrl: () => string | undefined) {
  describe(`saved items on ${name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ databaseUrl: databaseUrl(), games: await gamesWithATool() });
    });
    afterAll(() => server?.stop());

    const signedUp = async (account: string) => {
      const browser = new Browser(server.url);
      expect((await browser.register(account)).status).toBe(201);
      return browser;
    };
    const names = async (browser: Browser) =>
      ((await browser.send(SHELF)).json.items as Array<{ name: string }>).map((i) => i.name);

    it('saves (201), lists newest first, overwrites (200) and deletes (204)', async () => {
      const ann = await signedUp('Saver_Ann');
      expect(await browser(ann, SHELF)).toEqual({ status: 200, json: { items: [] } });

      const burn = await ann.send(at('Burn / fast'), { method: 'PUT', body: { text: '1 A\n4 B' } });
      expect(burn.status).toBe(201);
      expect(burn.json).toMatchObject({ name: 'Burn / fast', text: '1 A\n4 B' });
      expect(typeof burn.json.savedAt).toBe('number');
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await ann.send(at('Guts'), { method: 'PUT', body: { text: '1 G' } })).status).toBe(
        201,
      );
      expect(await names(ann)).toEqual(['Guts', 'Burn / fast']);

      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await ann.send(at('Burn / fast'), { method: 'PUT', body: { text: '1 A' } });
      expect(again).toMatchObject({ status: 200, json: { name: 'Burn / fast', text: '1 A' } });
      expect((await ann.send(SHELF)).json.items).toEqual([
        { name: 'Burn / fast', text: '1 A', savedAt: again.json.savedAt },
        expect.objectContaining({ name: 'Guts', text: '1 G' }),
      ]);
      expect((await ann.send(at('Guts'))).json).toMatchObject({ name: 'Guts', text: '1 G' });

      expect((await ann.send(at('Guts'), { method: 'DELETE' })).status).toBe(204);
      expect(await names(ann)).toEqual(['Burn / fast']);
      expect((await ann.send(at('Guts'))).status).toBe(404);
      expect((await ann.send(at('Guts'), { method: 'DELETE' })).status).toBe(404);
    });

    it('keeps each account to itself: another account neither reads, overwrites nor deletes them', async () => {
      const owner = await signedUp('Owner_Oz');
      await owner.send(at('Secret'), { method: 'PUT', body: { text: '4 Hidden card' } });
      const other = await signedUp('Other_Ola');
      expect(await names(other)).toEqual([]);
      expect((await other.send(at('Secret'))).status).toBe(404);
      expect((await other.send(at('Secret'), { method: 'DELETE' })).status).toBe(404);
      expect(
        (await other.send(at('Secret'), { method: 'PUT', body: { text: 'mine' } })).status,
      ).toBe(201);
      expect((await owner.send(at('Secret'))).json.text).toBe('4 Hidden card');
      expect((await other.send(at('Secret'))).json.text).toBe('mine');
      // The same account on a second device sees them: they follow the account.
      const ownerElsewhere = new Browser(server.url);
      await ownerElsewhere.login('owner_oz');
      expect(await names(ownerElsewhere)).toEqual(['Secret']);
    });

    it('answers 401 to a guest and a logged-out session, reading and writing nothing', async () => {
      const leaver = await signedUp('Leaver_Lu');
      await leaver.send(at('Kept'), { method: 'PUT', body: { text: 'x' } });
      const stolen = leaver.cookie!;
      await leaver.logout();
      for (const [path, init] of [
        [SHELF, {}],
        [at('Kept'), {}],
        [at('Kept'), { method: 'PUT', body: { text: 'overwritten' } }],
        [at('Kept'), { method: 'DELETE' }],
      ] as const) {
        const guest = await send(`${server.url}${path}`, init);
        expect(guest.status).toBe(401);
        expect(guest.json.error).toMatch(/Not logged in/);
        const replayed = await send(`${server.url}${path}`, {
          ...init,
          headers: { cookie: `gridplay_session=${stolen}` },
        });
        expect(replayed.status).toBe(401);
      }
      const back = new Browser(server.url);
      await back.login('Leaver_Lu');
      expect((await back.send(at('Kept'))).json.text).toBe('x');
    });

    it.each([
      ['an unknown game', '/api/me/saved/chess/deck-builder', 'GET', undefined, 404, /no tool/],
      [
        'an unknown tool',
        '/api/me/saved/hidden-hands/notes/x',
        'PUT',
        { text: 'x' },
        404,
        /no tool/,
      ],
      [
        'a prototype game',
        '/api/me/saved/__proto__/deck-builder',
        'GET',
        undefined,
        404,
        /no tool/,
      ],
      ['a name with a newline', at('Bad\nname'), 'PUT', { text: 'x' }, 400, /control/],
      ['a zero-width name', at('Zero\u200bwidth'), 'PUT', { text: 'x' }, 400, /invisible/],
      ['a name with edge spaces', at(' Spaced '), 'PUT', { text: 'x' }, 400, /space/],
      ['a name too long', at('n'.repeat(61)), 'PUT', { text: 'x' }, 400, /at most 60/],
      ['a number for text', at('Typed'), 'PUT', { text: 5 }, 400, /text must be text/],
      ['no text', at('Typed'), 'PUT', {}, 400, /text/],
      ['an unknown field', at('Typed'), 'PUT', { text: 'x', owner: 'Ann' }, 400, /owner/],
      [
        'a __proto__ key',
        at('Typed'),
        'PUT',
        JSON.parse('{"text":"x","__proto__":{"a":1}}'),
        400,
        /__proto__/,
      ],
      [
        'text too long',
        at('Long'),
        'PUT',
        { text: 'x'.repeat(SAVED_TEXT_MAX + 1) },
        413,
        /at most/,
      ],
      ['a huge body', at('Huge'), 'PUT', { text: 'x'.repeat(100_000) }, 413, /too large/],
      ['a POST', at('Typed'), 'POST', { text: 'x' }, 405, /GET, PUT, DELETE/],
      ['a PUT to the list', SHELF, 'PUT', { text: 'x' }, 405, /GET/],
      ['a path too deep', `${at('a')}/b`, 'GET', undefined, 404, /address/],
    ])(
      'refuses %s with a clear error and keeps what was saved',
      async (_, path, method, body, status, reason) => {
        const browser = new Browser(server.url);
        await browser.register(`Bad_${Math.random().toString(36).slice(2, 10)}`);
        await browser.send(at('Typed'), { method: 'PUT', body: { text: 'before' } });
        const answer = await browser.send(path, { method, body });
        expect(answer.status).toBe(status);
        expect(answer.json.error).toMatch(reason);
        expect((await browser.send(SHELF)).json.items).toEqual([
          expect.objectContaining({ name: 'Typed', text: 'before' }),
        ]);
      },
    );

    it('refuses a write as plain text (415) and from another origin (403)', async () => {
      const browser = await signedUp('Csrf_Saver');
      await browser.send(at('Deck'), { method: 'PUT', body: { text: 'before' } });
      const plain = await browser.send(at('Deck'), {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: { text: 'after' },
      });
      expect(plain.status).toBe(415);
      for (const method of ['PUT', 'DELETE']) {
        const foreign = await browser.send(at('Deck'), {
          method,
          body: method === 'PUT' ? { text: 'after' } : undefined,
          headers: { origin: 'https://evil.example' },
        });
        expect(foreign.status).toBe(403);
      }
      expect((await browser.send(at('Deck'))).json.text).toBe('before');
      const allowed = await browser.send(at('Deck'), {
        method: 'PUT',
        body: { text: 'after' },
        headers: { origin: TEST_ORIGIN },
      });
      expect(allowed.status).toBe(200);
    });

    it(`keeps at most ${SAVED_ITEMS_PER_TOOL} items per tool: a new name past that is 409, a replacement is not`, async () => {
      const hoarder = await signedUp('Hoarder_1');
      for (let i = 0; i < SAVED_ITEMS_PER_TOOL; i++)
        expect(
          (await hoarder.send(at(`Deck ${i}`), { method: 'PUT', body: { text: `${i}` } })).status,
        ).toBe(201);
      const over = await hoarder.send(at('One more'), { method: 'PUT', body: { text: 'x' } });
      expect(over.status).toBe(409);
      expect(over.json.error).toMatch(/delete one/);
      expect((await hoarder.send(at('One more'))).status).toBe(404);
      expect((await hoarder.send(SHELF)).json.items).toHaveLength(SAVED_ITEMS_PER_TOOL);
      expect(
        (await hoarder.send(at('Deck 7'), { method: 'PUT', body: { text: 'new' } })).status,
      ).toBe(200);
      await hoarder.send(at('Deck 0'), { method: 'DELETE' });
      expect(
        (await hoarder.send(at('One more'), { method: 'PUT', body: { text: 'x' } })).status,
      ).toBe(201);
    });
  });
}

/** A GET as `browser`, status and JSON only. */
async function browser(who: Browser, path: string) {
  const { status, json } = await who.send(path);
  return { status, json };
}

savedItemsContract('SQLite', () => undefined);

describe.skipIf(skipDatabaseTests)('PostgreSQL', () => {
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  savedItemsContract('PostgreSQL', () => postgres.url);
});
