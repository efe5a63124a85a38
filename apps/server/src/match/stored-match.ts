/** A route's match, read with its state and match data, or the 404 that names what was asked for. */
import type { Context } from 'koa';
import type { Server, State } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';

export interface StoredMatch {
  state: State;
  metadata: Server.MatchData;
}

/** The stored state and match data of `gameName`'s match `matchID`; a 404 when there is none. */
export async function storedMatchOr404(
  ctx: Context,
  store: Pick<MatchStore, 'fetch'>,
  gameName: string,
  matchID: string,
): Promise<StoredMatch> {
  const { state, metadata } = (await store.fetch(matchID, {
    state: true,
    metadata: true,
  })) as Partial<StoredMatch>;
  if (!state || !metadata || metadata.gameName !== gameName)
    return ctx.throw(404, `There is no ${gameName} match "${matchID}".`);
  return { state, metadata };
}
