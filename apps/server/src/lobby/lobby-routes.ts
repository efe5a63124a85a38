/**
 * Every lobby route under /games is Gridplay's own (boardgame.io's stock routes behind it only
 * answer `GET /games` and CORS preflights). Each request's path is validated before anything
 * else; a POST must be JSON from an allowed origin; creating matches is limited per client.
 *
 *   GET  /games/:name                      listing, paginated      list-matches.ts
 *   GET  /games/:name/:id                  one match               list-matches.ts
 *   POST /games/:name/create               new match               create-match.ts
 *   POST /games/:name/:id/playAgain        rematch                 create-match.ts
 *   POST /games/:name/:id/join|leave|update|rename                 seat-changes.ts
 *
 * Every POST may carry an `Idempotency-Key`: a retry is answered as the first attempt was
 * (idempotent-requests.ts).
 */
import type { Context, Middleware } from 'koa';
import type { GameModule } from '@gridplay/core';
import { AddressBuckets } from '../security/address-buckets';
import { clientAddress } from '../security/client-address';
import type { ClientLimits } from '../security/client-limits';
import { refuseForeignOrigin } from '../security/foreign-origin';
import { gameNameSegment, matchIDSegment } from '../http/match-address';
import type { Lobby } from './lobby';
import { createMatchRoute, playAgainRoute } from './create-match';
import { getMatchRoute, listMatchesRoute } from './list-matches';
import { joinRoute, leaveRoute, updateRoute } from './seat-changes';
import type { IdempotentRequests } from './idempotent-requests';

type MatchRoute = (
  ctx: Context,
  lobby: Lobby,
  module: GameModule,
  matchID: string,
) => Promise<void>;

const MATCH_ACTIONS = new Map<string, MatchRoute>([
  ['join', joinRoute],
  ['leave', leaveRoute],
  ['update', updateRoute],
  ['rename', updateRoute],
  ['playAgain', playAgainRoute],
]);

export interface LobbyRoutesOptions {
  lobby: Lobby;
  modules: readonly GameModule[];
  origins: readonly string[];
  limits: ClientLimits;
  /** Answers retried POSTs that carry an `Idempotency-Key`; absent: keys are ignored. */
  requests?: IdempotentRequests;
}

export function lobbyRoutes({
  lobby,
  modules,
  origins,
  limits,
  requests,
}: LobbyRoutesOptions): Middleware {
  const games = new Map(modules.map((m) => [m.game.name, m]));
  const creations = new AddressBuckets(
    limits.matchCreationsPerMinute / 60,
    limits.matchCreationBurst,
  );

  const limitCreation = (ctx: Context) => {
    if (creations.take(clientAddress(ctx.req, limits.trustProxy))) return;
    ctx.set('Retry-After', String(Math.ceil(60 / limits.matchCreationsPerMinute)));
    ctx.throw(
      429,
      `Too many new matches from your address: at most ${limits.matchCreationsPerMinute} a minute. Try again shortly.`,
    );
  };

  return async (ctx, next) => {
    const segments = ctx.path.split('/').slice(1);
    if (segments[0] !== 'games' || segments.length < 2) return next(); // GET /games: stock
    if (ctx.method === 'OPTIONS') return next(); // CORS preflight: stock
    if (segments.at(-1) === '') segments.pop(); // a trailing slash
    const [, rawGame, second, third, ...rest] = segments.map(decodeURIComponent);

    allowOrigin(ctx, origins);
    const game = gameNameSegment.safeParse(rawGame);
    if (!game.success) return ctx.throw(404, `There is no game "${rawGame.slice(0, 64)}".`);
    const module = games.get(game.data) ?? ctx.throw(404, `There is no game "${game.data}".`);

    if (ctx.method === 'GET' && second === undefined) return listMatchesRoute(ctx, lobby, module);
    if (ctx.method === 'POST' && second === 'create' && third === undefined) {
      refuseForeignOrigin(ctx, origins);
      return once(ctx, `${module.game.name}/create`, () => {
        limitCreation(ctx);
        return createMatchRoute(ctx, lobby, module);
      });
    }
    const matchID = matchIDSegment.safeParse(second);
    if (!matchID.success)
      return ctx.throw(404, `There is no match "${String(second).slice(0, 64)}".`);
    if (ctx.method === 'GET' && third === undefined && rest.length === 0)
      return getMatchRoute(ctx, lobby, module, matchID.data);
    const action = third !== undefined && rest.length === 0 ? MATCH_ACTIONS.get(third) : undefined;
    if (ctx.method !== 'POST' || !action)
      return ctx.throw(404, `No lobby route ${ctx.method} ${ctx.path.slice(0, 200)}`);
    refuseForeignOrigin(ctx, origins);
    return once(ctx, `${module.game.name}/${matchID.data}/${third}`, () => {
      if (action === playAgainRoute) limitCreation(ctx);
      return action(ctx, lobby, module, matchID.data);
    });
  };

  /** A retry with the first attempt's key is answered from the store, not run again. */
  function once(ctx: Context, scope: string, route: () => Promise<void>): Promise<void> {
    return requests ? requests.handle(ctx, scope, route) : route();
  }
}

/** Browsers on an allowed origin may read the answers (the stock CORS layer sits behind us). */
function allowOrigin(ctx: Context, origins: readonly string[]): void {
  const origin = ctx.get('origin');
  ctx.vary('Origin');
  if (origin && origins.includes(origin)) ctx.set('Access-Control-Allow-Origin', origin);
}
