/**
 * `POST /games/:name/:id/resign {playerID, credentials}` → 200 `{}`: a player concedes. Every
 * game gets it without a line of its own: the match ends or the seat changes hands through the
 * same machinery as a flag fall or an absent player (MatchLifecycle.resign), so the result is
 * stored, logged, announced to every socket and — in a rated match — rated once.
 *
 * Refusals: 400 malformed body, 403 foreign origin, wrong credentials or another account's seat,
 * 404 no such game, match or seat, 409 the match is over, the seat is already an AI's, or (two
 * players) nobody sits opposite yet. A refused request changes nothing.
 */
import { z } from 'zod';
import type { Context, Middleware } from 'koa';
import type { GameModule } from '@gridplay/core';
import type { MatchStore } from '../storage/match-store';
import type { AccountStore } from '../accounts/account-store';
import { refuseOtherAccounts } from '../accounts/seat-owners';
import { refuseForeignOrigin } from '../security/foreign-origin';
import { botDifficulty } from '../match/bot-seats';
import { storedMatchOr404 } from '../match/stored-match';
import { isHeld, seatIDs, seatOf, whyNotSeated } from '../match/credentials';
import { parsedBody } from '../http/parsed-body';
import { credentials, seatID } from '../lobby/lobby-schemas';
import { gameNameSegment, matchIDSegment } from '../http/match-address';
import type { MatchLifecycle } from './match-lifecycle';

export const resignBody = z.strictObject({ playerID: seatID, credentials });

export interface ResignRouteOptions {
  modules: readonly GameModule[];
  store: MatchStore;
  accounts: AccountStore;
  lifecycle: Pick<MatchLifecycle, 'resign'>;
  origins: readonly string[];
}

const PATH = /^\/games\/([^/]+)\/([^/]+)\/resign\/?$/;

export function resignRoute(options: ResignRouteOptions): Middleware {
  const games = new Map(options.modules.map((m) => [m.game.name, m]));
  return async (ctx, next) => {
    const path = PATH.exec(ctx.path);
    if (!path || ctx.method === 'OPTIONS') return next();
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      return ctx.throw(405, 'Use POST to resign.');
    }
    refuseForeignOrigin(ctx, options.origins);
    const [rawGame, rawMatch] = [path[1], path[2]].map(decodeURIComponent);
    const game = gameNameSegment.safeParse(rawGame);
    const module = game.success ? games.get(game.data) : undefined;
    if (!module) return ctx.throw(404, `There is no game "${rawGame.slice(0, 64)}".`);
    const matchID = matchIDSegment.safeParse(rawMatch);
    if (!matchID.success) return ctx.throw(404, `There is no match "${rawMatch.slice(0, 64)}".`);
    await resign(ctx, options, module, matchID.data);
  };
}

async function resign(
  ctx: Context,
  options: ResignRouteOptions,
  module: GameModule,
  matchID: string,
): Promise<void> {
  const body = await parsedBody(ctx, resignBody);
  const gameName = module.game.name;
  const { state, metadata } = await storedMatchOr404(ctx, options.store, gameName, matchID);
  const { playerID } = body;
  if (!seatOf(metadata, playerID))
    return ctx.throw(404, `There is no seat ${playerID} in this match.`);
  const notSeated = whyNotSeated(metadata, playerID, body.credentials);
  if (notSeated) return ctx.throw(403, notSeated);
  await refuseOtherAccounts(ctx, options.accounts, metadata, playerID);
  if (state.ctx.gameover !== undefined && state.ctx.gameover !== null)
    return ctx.throw(409, 'The game is over: there is nothing left to resign.');
  if (botDifficulty(metadata, playerID))
    return ctx.throw(409, `Seat ${playerID} is played by an AI now: it has already left play.`);
  const seats = seatIDs(metadata);
  if (seats.length === 2 && !seats.every((seat) => isHeld(seatOf(metadata, seat))))
    return ctx.throw(409, 'Nobody sits opposite you yet: leave the match instead of resigning.');
  const refusal = await options.lifecycle.resign(gameName, matchID, playerID);
  if (refusal) return ctx.throw(409, refusal);
  ctx.body = {};
}
