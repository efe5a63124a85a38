/**
 * "My games" follows the account: every seat a logged-in player takes (joining any match, or
 * through Play now) is noted with the account, and `GET /api/me/matches` gives them back on any
 * device with where each match stands and the seat's credentials — only while the seat is still
 * held by the credentials it was taken with (a seat left and taken by someone else is not).
 */
import type { Context, Middleware } from 'koa';
import type { Server, State } from 'boardgame.io';
import { activePlayersOf } from '@gridplay/core';
import type { MatchStore } from '../storage/match-store';
import { holderKey, seatOf } from '../match/credentials';
import type { AccountStore } from './account-store';
import { sessionToken } from './session-cookie';

/** The newest seats shown. */
const MY_MATCHES = 50;

async function sessionName(ctx: Context, accounts: AccountStore): Promise<string | undefined> {
  const token = sessionToken(ctx);
  return token ? accounts.sessionAccount(token) : undefined;
}

/** The lobby's `onSeatTaken`: a seat joined with a session is noted for its account. */
export function noteAccountSeat(accounts: AccountStore) {
  return async (
    ctx: Context,
    seat: { matchID: string; gameName: string; playerID: string; credentials: string },
  ): Promise<void> => {
    const name = await sessionName(ctx, accounts);
    if (!name) return;
    await accounts.seatTaken({
      name,
      matchID: seat.matchID,
      game: seat.gameName,
      playerID: seat.playerID,
      holder: holderKey(seat.credentials)!,
    });
  };
}

/** `GET /api/me/matches` → 200 `{ matches }` or 401. */
export function accountMatchesRoute(accounts: AccountStore, store: MatchStore): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/api/me/matches') return next();
    if (ctx.method !== 'GET') {
      ctx.set('Allow', 'GET');
      return ctx.throw(405, 'Use GET for /api/me/matches.');
    }
    ctx.set('Cache-Control', 'no-store');
    const name = await sessionName(ctx, accounts);
    if (!name) return ctx.throw(401, 'Not logged in.');
    const seats = await accounts.seatsOf(name, MY_MATCHES);
    const matches = await Promise.all(
      seats.map(async (seat) => {
        const { state, metadata } = (await store.fetch(seat.matchID, {
          state: true,
          metadata: true,
        })) as { state?: State; metadata?: Server.MatchData };
        const credentials = seatOf(metadata, seat.playerID)?.credentials;
        if (!state || !credentials || holderKey(credentials) !== seat.holder) return [];
        const over = state.ctx.gameover !== undefined && state.ctx.gameover !== null;
        return [
          {
            matchID: seat.matchID,
            game: seat.game,
            playerID: seat.playerID,
            credentials,
            joinedAt: seat.joinedAt,
            gameover: over,
            toAct: over ? [] : activePlayersOf(state.ctx),
          },
        ];
      }),
    );
    ctx.body = { name, matches: matches.flat() };
  };
}
