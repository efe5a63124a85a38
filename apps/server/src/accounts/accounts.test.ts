/**
 * The account API over real HTTP, on SQLite and on PostgreSQL: every route, and the attacks of
 * issue 29 (wrong types, huge bodies, prototype names, case and look-alike duplicates, session
 * fixation, CSRF, guessing passwords, leaks in a profile).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TEST_LIMITS,
  TEST_ORIGIN,
  type RunningServer,
} from '../testing/in-process-server';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';
import { Browser, sessionCookieOf } from '../testing/account-client';
import { send } from '../testing/hostile-http';

function accountContract(name: string, databaseUrl: () => string | undefined) {
  describe(`accounts on ${name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ databaseUrl: databaseUrl() });
    });
    afterAll(() => server?.stop());

    it('registers: 201 {name} and an HttpOnly, SameSite=Lax session cookie that /api/me knows', async () => {
      const browser = new Browser(server.url);
      const answer = await browser.register('Ann_1');
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual({ name: 'Ann_1' });
      const cookie = sessionCookieOf(answer)!;
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes).toEqual(
        expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']),
      );
      expect(cookie.attributes).not.toContain('Secure');
      // The hint the web app reads says only that someone is logged in: no token in it.
      const hint = answer.headers
        .getSetCookie()
        .find((line) => line.startsWith('gridplay_signed_in='));
      expect(hint).toMatch(/^gridplay_signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
      const me = await browser.send('/api/me');
      expect(me).toMatchObject({ status: 200, json: { name: 'Ann_1', ratings: {} } });
      expect((await send(`${server.url}/api/me`)).status).toBe(401);
    });

    it('refuses a name taken in another case with 409, and keeps the first account', async () => {
      expect((await new Browser(server.url).register('Casey')).status).toBe(201);
      const again = await new Browser(server.url).register('cASEY', 'another password');
      expect(again.status).toBe(409);
      expect(again.json.error).toMatch(/taken/);
      expect(sessionCookieOf(again)).toBeUndefined();
      expect((await new Browser(server.url).login('casey')).json).toEqual({ name: 'Casey' });
      expect((await new Browser(server.url).login('casey', 'another password')).status).toBe(401);
    });

    it.each([
      ['a name too short', { name: 'ab', password: 'long enough' }, /name.*3–20/],
      ['a name too long', { name: 'a'.repeat(21), password: 'long enough' }, /name.*3–20/],
      ['a space', { name: 'Ann Lee', password: 'long enough' }, /name/],
      ['a Cyrillic look-alike of "Ann"', { name: '\u0410nn', password: 'long enough' }, /name/],
      ['a fullwidth look-alike', { name: '\uff21nn', password: 'long enough' }, /name/],
      ['a zero-width space', { name: 'An\u200bn', password: 'long enough' }, /name/],
      ['the name __proto__', { name: '__proto__', password: 'long enough' }, /reserved/],
      ['the name constructor', { name: 'Constructor', password: 'long enough' }, /reserved/],
      ['a short password', { name: 'Shorty', password: 'seven77' }, /at least 8/],
      ['a number for a name', { name: 12345, password: 'long enough' }, /name must be text/],
      ['an array for a password', { name: 'Arrays', password: ['long enough'] }, /password/],
      ['no password', { name: 'Nopass' }, /password/],
      ['an unknown field', { name: 'Extra', password: 'long enough', admin: true }, /admin/],
      [
        'a __proto__ key',
        JSON.parse('{"name":"Proto","password":"long enough","__proto__":{"admin":true}}'),
        /__proto__/,
      ],
      ['a list for a body', [{ name: 'Listy', password: 'long enough' }], /Invalid/],
    ])('refuses %s with 400 and a reason, creating nothing', async (_, body, reason) => {
      const answer = await send(`${server.url}/api/auth/register`, { body });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toMatch(reason);
      expect(sessionCookieOf(answer)).toBeUndefined();
      const name = (body as { name?: unknown }).name;
      if (typeof name === 'string' && /^[\w-]{3,20}$/.test(name))
        expect((await send(`${server.url}/api/players/${name}`)).status).toBe(404);
    });

    it('refuses a huge body (413) and a body that is not JSON (415, 400)', async () => {
      const huge = await send(`${server.url}/api/auth/register`, {
        body: { name: 'Huge', password: 'x'.repeat(100_000) },
      });
      expect(huge.status).toBe(413);
      const form = await send(`${server.url}/api/auth/login`, {
        raw: 'name=Ann_1&password=correct+horse',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const broken = await send(`${server.url}/api/auth/login`, { raw: '{"name":' });
      expect(broken.status).toBe(400);
      const wrongMethod = await send(`${server.url}/api/auth/login`);
      expect(wrongMethod.status).toBe(405);
    });

    it('logs in with a new session each time; a wrong password and an unknown name get one 401', async () => {
      const first = new Browser(server.url);
      await first.register('Logan');
      const second = new Browser(server.url);
      const login = await second.login('LOGAN');
      expect(login).toMatchObject({ status: 200, json: { name: 'Logan' } });
      expect(second.cookie).toBeDefined();
      expect(second.cookie).not.toBe(first.cookie);

      const wrongPassword = await new Browser(server.url).login('Logan', 'not the password');
      const unknownName = await new Browser(server.url).login('Nobody_here', 'not the password');
      const impossibleName = await new Browser(server.url).login('no such name!', 'whatever1');
      for (const answer of [wrongPassword, unknownName, impossibleName]) {
        expect(answer.status).toBe(401);
        expect(answer.json).toEqual({ error: 'Wrong name or password.' });
        expect(sessionCookieOf(answer)).toBeUndefined();
      }
      expect(
        (
          await new Browser(server.url).send('/api/auth/login', {
            body: { name: 'Logan', password: 5 },
          })
        ).status,
      ).toBe(400);
    });

    it('logs out: 204, and the old cookie no longer works anywhere', async () => {
      const browser = new Browser(server.url);
      await browser.register('Leaver');
      const other = new Browser(server.url);
      await other.login('Leaver');
      const stolen = browser.cookie!;
      const out = await browser.logout();
      expect(out.status).toBe(204);
      expect(sessionCookieOf(out)).toMatchObject({ value: '' });
      expect(out.headers.getSetCookie()).toContain(
        'gridplay_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
      );
      const replayed = await send(`${server.url}/api/me`, {
        headers: { cookie: `gridplay_session=${stolen}` },
      });
      expect(replayed.status).toBe(401);
      // Only that session: the other device stays logged in.
      expect((await other.send('/api/me')).status).toBe(200);
      expect((await browser.logout()).status).toBe(204);
    });

    it('session fixation: a cookie the browser carried before logging in is not kept after it', async () => {
      // A token an attacker planted (right shape, never issued).
      const planted = 'A'.repeat(43);
      const victim = new Browser(server.url);
      victim.cookie = planted;
      await new Browser(server.url).register('Victim');
      const login = await victim.login('Victim');
      expect(login.status).toBe(200);
      expect(victim.cookie).not.toBe(planted);
      const withPlanted = await send(`${server.url}/api/me`, {
        headers: { cookie: `gridplay_session=${planted}` },
      });
      expect(withPlanted.status).toBe(401);

      // A real session of another account carried into a login is revoked, not reused.
      const attacker = new Browser(server.url);
      await attacker.register('Fixer');
      const attackersSession = attacker.cookie!;
      const shared = new Browser(server.url);
      shared.cookie = attackersSession;
      await shared.login('Victim');
      expect(shared.cookie).not.toBe(attackersSession);
      expect((await shared.send('/api/me')).json.name).toBe('Victim');
      const old = await send(`${server.url}/api/me`, {
        headers: { cookie: `gridplay_session=${attackersSession}` },
      });
      expect(old.status).toBe(401);
    });

    it('CSRF: a register, login or logout from another origin is refused with 403 and changes nothing', async () => {
      const evil = { origin: 'https://evil.example' };
      const register = await send(`${server.url}/api/auth/register`, {
        body: { name: 'Csrf_1', password: 'long enough' },
        headers: evil,
      });
      expect(register.status).toBe(403);
      expect((await send(`${server.url}/api/players/Csrf_1`)).status).toBe(404);

      const browser = new Browser(server.url);
      await browser.register('Csrf_2');
      const logout = await browser.send('/api/auth/logout', { method: 'POST', headers: evil });
      expect(logout.status).toBe(403);
      expect((await browser.send('/api/me')).status).toBe(200);
      const login = await new Browser(server.url).send('/api/auth/login', {
        body: { name: 'Csrf_2', password: 'correct horse' },
        headers: evil,
      });
      expect(login.status).toBe(403);
      expect(sessionCookieOf(login)).toBeUndefined();

      const allowed = await new Browser(server.url, { origin: TEST_ORIGIN }).login('Csrf_2');
      expect(allowed.status).toBe(200);
    });

    it('shows a public profile with nothing secret in it', async () => {
      const browser = new Browser(server.url);
      const before = Date.now();
      await browser.register('Public_Pat', 'a secret password');
      const answer = await send(`${server.url}/api/players/public_pat`);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.json).sort()).toEqual([
        'joined',
        'name',
        'ratings',
        'recentMatches',
      ]);
      expect(answer.json).toMatchObject({ name: 'Public_Pat', ratings: {}, recentMatches: [] });
      expect(Date.parse(answer.json.joined)).toBeGreaterThanOrEqual(before - 1000);
      const text = JSON.stringify(answer.json);
      for (const secret of [
        'scrypt',
        'a secret password',
        browser.cookie!,
        '127.0.0.1',
        'hash',
        'session',
      ])
        expect(text).not.toContain(secret);
      expect((await send(`${server.url}/api/players/nobody_at_all`)).status).toBe(404);
      expect((await send(`${server.url}/api/players/%D0%90nn`)).status).toBe(404);
    });

    it('answers a leaderboard for each installed game and 404 for others', async () => {
      const board = await send(`${server.url}/api/leaderboard/hidden-hands`);
      expect(board).toMatchObject({ status: 200, json: { game: 'hidden-hands', players: [] } });
      expect((await send(`${server.url}/api/leaderboard/chess`)).status).toBe(404);
      expect((await send(`${server.url}/api/leaderboard/__proto__`)).status).toBe(404);
    });
  });
}

accountContract('SQLite', () => undefined);

describe.skipIf(skipDatabaseTests)('PostgreSQL', () => {
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  accountContract('PostgreSQL', () => postgres.url);
});

describe('limits and proxies', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({
      limits: {
        ...TEST_LIMITS,
        trustProxy: true,
        loginFailureBurst: 4,
        loginFailuresPerMinute: 1,
        nameLoginFailureBurst: 3,
        nameLoginFailuresPerMinute: 1,
        registrationBurst: 3,
        registrationsPerMinute: 1,
      },
    });
  });
  afterAll(() => server?.stop());

  const from = (address: string, extra: Record<string, string> = {}) =>
    new Browser(server.url, { 'x-forwarded-for': address, ...extra });

  it('limits failed logins per address: 429 with Retry-After, even for the right password', async () => {
    await from('10.0.0.1').register('Target_A');
    const guesser = from('10.0.0.2');
    for (const guess of ['guess0001', 'guess0002', 'guess0003', 'guess0004'])
      expect(
        (await guesser.login(guess.endsWith('1') ? 'Target_A' : `Other_${guess}`, guess)).status,
      ).toBe(401);
    const limited = await guesser.login('Target_A');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(sessionCookieOf(limited)).toBeUndefined();
    expect((await from('10.0.0.3').login('Target_A')).status).toBe(200);
  });

  it('limits failed logins per name, whatever the address', async () => {
    await from('10.0.1.1').register('Target_B');
    for (let i = 0; i < 3; i++)
      expect((await from(`10.0.1.${10 + i}`).login('target_b', `wrong-${i}-pw`)).status).toBe(401);
    const limited = await from('10.0.1.20').login('Target_B');
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(/this name/);
    expect((await from('10.0.1.20').login('Target_A')).status).toBe(200);
  });

  it('limits registrations per address', async () => {
    const farm = from('10.0.2.1');
    for (let i = 0; i < 3; i++) expect((await farm.register(`Farm_${i}`)).status).toBe(201);
    expect((await farm.register('Farm_3')).status).toBe(429);
    expect((await send(`${server.url}/api/players/Farm_3`)).status).toBe(404);
  });

  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const secure = await from('10.0.3.1', { 'x-forwarded-proto': 'https' }).register('Secure_1');
    expect(sessionCookieOf(secure)!.attributes).toContain('Secure');
    const plain = await from('10.0.3.2', { 'x-forwarded-proto': 'http' }).login('Secure_1');
    expect(sessionCookieOf(plain)!.attributes).not.toContain('Secure');
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-Proto: a client cannot ask for what it does not have', async () => {
    const server = await startTestServer();
    try {
      const answer = await new Browser(server.url, { 'x-forwarded-proto': 'https' }).register(
        'Plain_1',
      );
      expect(sessionCookieOf(answer)!.attributes).not.toContain('Secure');
    } finally {
      await server.stop();
    }
  });
});
