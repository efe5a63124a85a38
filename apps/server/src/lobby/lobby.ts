/**
 * What every lobby route needs: the hosted games, the store, the hooks that tell the sockets
 * and bots about changes, and helpers to read and update a stored match (a validated request
 * body is read by http/parsed-body.ts).
 */
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import type { GameModule } from '@gridplay/core';
import type { MatchStore } from '../storage/match-store';
import type { Statement } from '../storage/sql-driver';
import type { AccountStore } from '../accounts/account-store';

export interface Lobby {
  store: MatchStore;
  /** Sessions (rated seats need one) and the list of rated matches to rate when they end. */
  accounts: AccountStore;
  /** The seats of a match changed (joined, left, renamed) or the match was removed (undefined). */
  onSeatsChanged(matchID: string, metadata: Server.MatchData | undefined): void;
  /** A match was created; `withBots`: a bot holds a seat (it may have to move first). */
  onCreated(gameName: string, matchID: string, withBots: boolean): void;
  /** An AI took over a seat of a match in play (it may have to move now). */
  onBotsSeated(gameName: string, matchID: string): void;
  /** A seat was taken by a join request (its session may tie the seat to an account). */
  onSeatTaken?(
    ctx: Context,
    seat: { matchID: string; gameName: string; playerID: string; credentials: string },
  ): Promise<void>;
  /** How long a rematch keeps its seats for the previous players. */
  rematchHoldMs: number;
  now?: () => number;
}

export const nowOf = (lobby: Lobby) => (lobby.now ?? Date.now)();

/** The stored lobby data of a match of this game, or a 404. */
export async function storedMatch(
  ctx: Context,
  lobby: Lobby,
  module: GameModule,
  matchID: string,
): Promise<Server.MatchData> {
  const { metadata } = (await lobby.store.fetch(matchID, { metadata: true })) as {
    metadata?: Server.MatchData;
  };
  if (!metadata || metadata.gameName !== module.game.name)
    return ctx.throw(404, `There is no ${module.game.name} match "${matchID}".`);
  return metadata;
}

/**
 * `store.updateMetadata` for a route: `change` may refuse with ctx.throw (the refusal reaches
 * the client); a match removed meanwhile is a 404.
 */
export async function updateMatch(
  ctx: Context,
  lobby: Lobby,
  matchID: string,
  change: (metadata: Server.MatchData) => Server.MatchData,
  /** Committed with the change: the request's answer (lobby/idempotent-requests.ts). */
  alsoCommit: Statement[] = [],
): Promise<Server.MatchData> {
  const updated = await lobby.store.updateMetadata(matchID, change, alsoCommit);
  if (!updated) return ctx.throw(404, `There is no match "${matchID}".`);
  return updated;
}
