/**
 * "Play now" over HTTP (the contract is in the server README):
 *
 *   POST /api/play-now {game, playerName?, aiAfterSeconds?}   201 {ticket, ...waiting}
 *   GET  /api/play-now/:ticket                                 200 waiting | matched
 *   POST /api/play-now/:ticket/ai {level?}                     200 matched (an AI opponent)
 *   POST /api/play-now/:ticket/leave                           204
 *
 * The client asks about its ticket about once a second; a ticket nobody asks about is given up
 * after a few seconds, so leaving the page leaves the queue (play-now-queue.ts says why this
 * rather than a socket). POSTs come from an allowed origin as JSON, like the lobby's.
 */
import type { Context, Middleware } from 'koa';
import type { GameModule } from '@gridplay/core';
import { AddressBuckets } from '../security/address-buckets';
import { clientAddress } from '../security/client-address';
import type { ClientLimits } from '../security/client-limits';
import { refuseForeignOrigin } from '../security/foreign-origin';
import { parsedBody } from '../http/parsed-body';
import type { AccountStore } from '../accounts/account-store';
import { NEW_PLAYER } from '../accounts/glicko-ratings';
import { sessionToken } from '../accounts/session-cookie';
import { AI_AFTER_SECONDS, playNowBody, playTheAiBody, ticketSegment } from './play-now-schemas';
import type { PlayNowQueue } from './play-now-queue';

export interface PlayNowRoutesOptions {
  queue: PlayNowQueue;
  modules: readonly GameModule[];
  accounts: AccountStore;
  origins: readonly string[];
  limits: ClientLimits;
}

const GUEST_NAME = 'Guest';
const GONE =
  'This ticket is unknown or was given up (nobody asked about it for a while): press Play now again.';

export function playNowRoutes(options: PlayNowRoutesOptions): Middleware {
  const { queue, accounts, limits } = options;
  const games = new Map(options.modules.map((m) => [m.game.name, m]));
  // Each place in the line may become a match: the lobby's limit on new matches applies.
  const joins = new AddressBuckets(limits.matchCreationsPerMinute / 60, limits.matchCreationBurst);

  const join = async (ctx: Context) => {
    const body = await parsedBody(ctx, playNowBody);
    const module = games.get(body.game) ?? ctx.throw(404, `There is no game "${body.game}".`);
    const { minPlayers, maxPlayers, title } = module.meta;
    if (minPlayers > 2 || maxPlayers < 2)
      ctx.throw(400, `${title} is not played by two: Play now pairs two players.`);
    if (!joins.take(clientAddress(ctx.req, limits.trustProxy))) {
      ctx.set('Retry-After', String(Math.ceil(60 / limits.matchCreationsPerMinute)));
      ctx.throw(429, 'Too many Play now requests from your address. Try again shortly.');
    }
    const token = sessionToken(ctx);
    const account = token ? await accounts.sessionAccount(token) : undefined;
    if (account) {
      const queued = queue.waitingFor(account);
      if (queued)
        ctx.throw(409, `You are already waiting for a ${queued} match: leave that queue first.`);
    }
    const rating = account
      ? ((await accounts.rating(account, body.game)) ?? NEW_PLAYER).rating
      : NEW_PLAYER.rating;
    const ticket = queue.join(module, {
      name: account ?? body.playerName ?? GUEST_NAME,
      account,
      rating,
      aiAfterMs: (body.aiAfterSeconds ?? AI_AFTER_SECONDS.default) * 1000,
    });
    ctx.status = 201;
    ctx.body = { ticket, ...(await queue.ask(ctx, ticket)) };
  };

  return async (ctx, next) => {
    const [, api, what, rawTicket, action, ...rest] = ctx.path.split('/');
    if (api !== 'api' || what !== 'play-now' || rest.length > 0) return next();
    ctx.set('Cache-Control', 'no-store');
    if (rawTicket === undefined) {
      if (ctx.method !== 'POST') {
        ctx.set('Allow', 'POST');
        return ctx.throw(405, 'Use POST to join the Play now queue.');
      }
      refuseForeignOrigin(ctx, options.origins);
      return join(ctx);
    }
    const ticket = ticketSegment.safeParse(rawTicket);
    if (!ticket.success) return ctx.throw(404, GONE);
    if (action === undefined) {
      if (ctx.method !== 'GET') {
        ctx.set('Allow', 'GET');
        return ctx.throw(405, 'Use GET to ask about a ticket.');
      }
      ctx.body = (await queue.ask(ctx, ticket.data)) ?? ctx.throw(404, GONE);
      return;
    }
    if (action !== 'ai' && action !== 'leave') return ctx.throw(404, `No route ${ctx.path}`);
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      return ctx.throw(405, `Use POST for ${ctx.path}.`);
    }
    refuseForeignOrigin(ctx, options.origins);
    if (action === 'leave') {
      queue.leave(ticket.data);
      ctx.status = 204;
      return;
    }
    // The body is optional: a bare POST takes the AI at the default level.
    const { level } = hasBody(ctx) ? await parsedBody(ctx, playTheAiBody) : {};
    ctx.body = (await queue.playAi(ctx, ticket.data, level)) ?? ctx.throw(404, GONE);
  };
}

function hasBody(ctx: Context): boolean {
  return Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
}
