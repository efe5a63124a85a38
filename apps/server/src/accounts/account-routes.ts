/**
 * The account API (the contract is in the server README):
 *
 *   POST /api/auth/register {name, password}   201 {name} + session cookie
 *   POST /api/auth/login    {name, password}   200 {name} + a new session cookie
 *   POST /api/auth/logout                      204, the session revoked
 *   GET  /api/me                               200 {name, ratings} or 401
 *   GET  /api/players/:name                    public profile
 *   GET  /api/leaderboard/:game                rated players, best first
 *
 * POSTs must come from an allowed origin (CSRF) as JSON. A login or registration always opens a
 * new session and revokes the one the request carried (no session fixation). Failed logins are
 * limited per address and per name; the answer to a wrong name and a wrong password is one.
 */
import type { Context, Middleware } from 'koa';
import { AddressBuckets } from '../security/address-buckets';
import { clientAddress } from '../security/client-address';
import type { ClientLimits } from '../security/client-limits';
import { refuseForeignOrigin } from '../security/foreign-origin';
import { parsedBody } from '../http/parsed-body';
import { nameKey, type AccountStore, type Rating } from './account-store';
import { accountName, loginBody, registerBody } from './account-schemas';
import { hashPassword, NOBODY_HASH, passwordMatches } from './passwords';
import { clearSessionCookie, giveSessionCookie, sessionToken } from './session-cookie';

export interface AccountRoutesOptions {
  accounts: AccountStore;
  /** Game names with a leaderboard. */
  games: readonly string[];
  origins: readonly string[];
  limits: ClientLimits;
  /** Rated games a player needs to appear on a leaderboard (default 5). */
  leaderboardMinGames?: number;
}

const WRONG_LOGIN = 'Wrong name or password.';
const RECENT_RESULTS = 20;
const LEADERBOARD_ROWS = 100;

/** Ratings as the API shows them: whole points, and no volatility (an internal of Glicko-2). */
function publicRating({ rating, deviation, games }: Rating) {
  return { rating: Math.round(rating), deviation: Math.round(deviation), games };
}

function publicRatings(ratings: Record<string, Rating>) {
  return Object.fromEntries(Object.entries(ratings).map(([game, r]) => [game, publicRating(r)]));
}

/** The account name of the request's session, if it carries a live one. */
async function signedInName(ctx: Context, accounts: AccountStore): Promise<string | undefined> {
  const token = sessionToken(ctx);
  return token ? accounts.sessionAccount(token) : undefined;
}

export function accountRoutes(options: AccountRoutesOptions): Middleware {
  const { accounts, origins, limits } = options;
  const minGames = options.leaderboardMinGames ?? 5;
  const games = new Set(options.games);
  const perMinute = (n: number) => n / 60;
  const addressFailures = new AddressBuckets(
    perMinute(limits.loginFailuresPerMinute),
    limits.loginFailureBurst,
  );
  const nameFailures = new AddressBuckets(
    perMinute(limits.nameLoginFailuresPerMinute),
    limits.nameLoginFailureBurst,
  );
  const registrations = new AddressBuckets(
    perMinute(limits.registrationsPerMinute),
    limits.registrationBurst,
  );
  const addressOf = (ctx: Context) => clientAddress(ctx.req, limits.trustProxy);

  const tooMany = (ctx: Context, perMinuteAllowed: number, what: string): never => {
    ctx.set('Retry-After', String(Math.ceil(60 / perMinuteAllowed)));
    return ctx.throw(429, `Too many ${what}. Try again in a minute.`);
  };

  /** A new session for `name`, replacing whatever session the request carried. */
  const signIn = async (ctx: Context, name: string) => {
    const previous = sessionToken(ctx);
    if (previous) await accounts.closeSession(previous);
    giveSessionCookie(ctx, await accounts.openSession(name), limits.trustProxy);
  };

  const register = async (ctx: Context) => {
    const body = await parsedBody(ctx, registerBody);
    if (!registrations.take(addressOf(ctx)))
      tooMany(ctx, limits.registrationsPerMinute, 'new accounts from your address');
    const created = await accounts.createAccount(body.name, await hashPassword(body.password));
    if (!created) ctx.throw(409, `The name "${body.name}" is taken (names ignore case).`);
    await signIn(ctx, body.name);
    ctx.status = 201;
    ctx.body = { name: body.name };
  };

  const login = async (ctx: Context) => {
    const body = await parsedBody(ctx, loginBody);
    const address = addressOf(ctx);
    const key = nameKey(body.name);
    if (!addressFailures.has(address))
      tooMany(ctx, limits.loginFailuresPerMinute, 'failed logins from your address');
    if (!nameFailures.has(key))
      tooMany(ctx, limits.nameLoginFailuresPerMinute, 'failed logins to this name');
    const account = accountName.safeParse(body.name).success
      ? await accounts.account(body.name)
      : undefined;
    // An unknown name costs the same hash as a known one: the timing tells nothing either.
    const matches = await passwordMatches(
      body.password,
      account?.passwordHash ?? (await NOBODY_HASH),
    );
    if (!account || !matches) {
      addressFailures.take(address);
      nameFailures.take(key);
      ctx.throw(401, WRONG_LOGIN);
    }
    await signIn(ctx, account.name);
    ctx.body = { name: account.name };
  };

  const logout = async (ctx: Context) => {
    const token = sessionToken(ctx);
    if (token) await accounts.closeSession(token);
    clearSessionCookie(ctx, limits.trustProxy);
    ctx.status = 204;
  };

  const me = async (ctx: Context) => {
    const name = await signedInName(ctx, accounts);
    if (!name) return ctx.throw(401, 'Not logged in.');
    ctx.body = { name, ratings: publicRatings(await accounts.ratings(name)) };
  };

  const profile = async (ctx: Context, rawName: string) => {
    const account = accountName.safeParse(rawName).success
      ? await accounts.account(rawName)
      : undefined;
    if (!account) return ctx.throw(404, `There is no player "${rawName.slice(0, 40)}".`);
    const recent = await accounts.recentResults(account.name, RECENT_RESULTS);
    // Only what the profile page shows: never the hash, a session or an address.
    ctx.body = {
      name: account.name,
      joined: new Date(account.createdAt).toISOString(),
      ratings: publicRatings(await accounts.ratings(account.name)),
      recentMatches: recent.map((r) => ({
        matchID: r.matchID,
        game: r.game,
        result: r.result,
        rating: Math.round(r.ratingAfter),
        ratingChange: Math.round(r.ratingAfter) - Math.round(r.ratingBefore),
        finishedAt: new Date(r.finishedAt).toISOString(),
      })),
    };
  };

  const leaderboard = async (ctx: Context, game: string) => {
    if (!games.has(game)) return ctx.throw(404, `There is no game "${game.slice(0, 64)}".`);
    const rows = await accounts.leaderboard(game, { minGames, limit: LEADERBOARD_ROWS });
    ctx.body = {
      game,
      minGames,
      players: rows.map((row, index) => ({
        rank: index + 1,
        name: row.name,
        ...publicRating(row),
      })),
    };
  };

  const posts = new Map([
    ['/api/auth/register', register],
    ['/api/auth/login', login],
    ['/api/auth/logout', logout],
  ]);

  return async (ctx, next) => {
    const post = posts.get(ctx.path);
    if (post) {
      if (ctx.method !== 'POST') {
        ctx.set('Allow', 'POST');
        return ctx.throw(405, `Use POST for ${ctx.path}.`);
      }
      refuseForeignOrigin(ctx, origins);
      ctx.set('Cache-Control', 'no-store');
      return post(ctx);
    }
    const [, api, what, name, ...rest] = ctx.path.split('/');
    if (api !== 'api' || ctx.method !== 'GET') return next();
    ctx.set('Cache-Control', 'no-store');
    if (what === 'me' && name === undefined) return me(ctx);
    if (what === 'players' && name && rest.length === 0)
      return profile(ctx, decodeURIComponent(name));
    if (what === 'leaderboard' && name && rest.length === 0)
      return leaderboard(ctx, decodeURIComponent(name));
    return next();
  };
}
