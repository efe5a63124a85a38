/**
 * `GET /api/matches/:gameName/:matchID/turn` — whose decision a match waits for, for the lobby's
 * "My games" ("your turn", "waiting", "finished"): `{ matchID, gameName, gameover, toAct }`.
 * Only what every spectator's view shows (the active seats and whether it is over), read from
 * the stored state without replaying anything; each address may ask for a burst of 30, then
 * five a second.
 */
import type { Middleware } from 'koa';
import { activePlayersOf } from '@gridplay/core';
import type { MatchStore } from '../storage/match-store';
import { matchAddress } from '../http/match-address';
import { AddressBuckets } from '../security/address-buckets';
import { clientAddress } from '../security/client-address';
import { storedMatchOr404 } from './stored-match';

export const TURN_RATE = { burst: 30, perSecond: 5 };

const ROUTE = /^\/api\/matches\/([^/]+)\/([^/]+)\/turn$/;

export interface MatchTurn {
  matchID: string;
  gameName: string;
  gameover: boolean;
  /** The seats that have a decision to make now (none once it is over). */
  toAct: string[];
}

export function matchTurnRoute(options: { store: MatchStore; trustProxy: boolean }): Middleware {
  const rate = new AddressBuckets(TURN_RATE.perSecond, TURN_RATE.burst);
  return async (ctx, next) => {
    const route = ROUTE.exec(ctx.path);
    if (!route || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const { gameName, matchID } = matchAddress(ctx, route);
    if (!rate.take(clientAddress(ctx.req, options.trustProxy))) {
      ctx.set('Retry-After', String(rate.secondsUntilNext()));
      return ctx.throw(429, 'Too many requests: wait a second and try again.');
    }
    const { state } = await storedMatchOr404(ctx, options.store, gameName, matchID);
    const gameover = state.ctx.gameover !== undefined && state.ctx.gameover !== null;
    ctx.body = {
      matchID,
      gameName,
      gameover,
      toAct: gameover ? [] : activePlayersOf(state.ctx),
    } satisfies MatchTurn;
  };
}
