/**
 * In a rated match a seat belongs to an account, not only to whoever holds its credentials:
 * taking one needs a session, and acting in one (its socket, leaving, renaming) needs the
 * session of the account that took it. A credential copied from another player's browser is
 * then worth nothing without their password.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { PlayerID, Server } from 'boardgame.io';
import { nameKey, type AccountStore } from './account-store';
import { isRated, seatAccount } from './rated-matches';
import { sessionTokenIn } from './session-cookie';

async function sessionName(
  accounts: AccountStore,
  cookieHeader: string | undefined,
): Promise<string | undefined> {
  const token = sessionTokenIn(cookieHeader);
  return token ? accounts.sessionAccount(token) : undefined;
}

/** The account taking a seat of a rated match (401 without a session); undefined elsewhere. */
export async function ratedSeatTaker(
  ctx: Context,
  accounts: AccountStore,
  metadata: Server.MatchData,
): Promise<string | undefined> {
  if (!isRated(metadata)) return undefined;
  const name = await sessionName(accounts, ctx.get('cookie'));
  return name ?? ctx.throw(401, 'This match is rated: log in to take a seat.');
}

/** Why the request's session may not act in the seat, or undefined when it may. */
export async function whyNotSeatOwner(
  accounts: AccountStore,
  request: IncomingMessage,
  metadata: Server.MatchData,
  seat: PlayerID,
): Promise<string | undefined> {
  const owner = seatAccount(metadata, seat);
  if (!owner) return undefined;
  const name = await sessionName(accounts, request.headers.cookie);
  if (name !== undefined && nameKey(name) === nameKey(owner)) return undefined;
  return `Seat ${seat} belongs to ${owner}: log in as ${owner} to play it.`;
}

/** `whyNotSeatOwner` for a lobby route: 403 with the reason. */
export async function refuseOtherAccounts(
  ctx: Context,
  accounts: AccountStore,
  metadata: Server.MatchData,
  seat: PlayerID,
): Promise<void> {
  const reason = await whyNotSeatOwner(accounts, ctx.req, metadata, seat);
  if (reason) ctx.throw(403, reason);
}
