/**
 * `GET /games/:name` (the listing, newest first, a page at a time) and `GET /games/:name/:id`.
 * boardgame.io's listing read the lobby data of every stored match on every request (269 ms and
 * 3.4 MB at 16k matches, stalling everything else); a page here reads at most `SCAN_FACTOR`
 * times its size, and says where the next page starts.
 */
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import type { GameModule } from '@gridplay/core';
import { listQuery, problemOf } from './lobby-schemas';
import { storedMatch, type Lobby } from './lobby';
import { publicMatch } from './public-match';

const DEFAULT_PAGE = 50;
/** Unlisted matches are skipped; a page stops after reading this many times its size. */
const SCAN_FACTOR = 4;

export async function listMatchesRoute(ctx: Context, lobby: Lobby, module: GameModule) {
  const parsed = listQuery.safeParse(ctx.query);
  if (!parsed.success) return ctx.throw(400, problemOf(parsed.error, 'listing'));
  const { isGameover, updatedBefore, updatedAfter, limit = DEFAULT_PAGE, cursor = 0 } = parsed.data;
  const ids = await lobby.store.listMatches({
    gameName: module.game.name,
    where: { isGameover, updatedBefore, updatedAfter },
  });
  ids.reverse(); // newest first
  const matches: ReturnType<typeof publicMatch>[] = [];
  let position = cursor;
  const stop = Math.min(ids.length, cursor + limit * SCAN_FACTOR);
  while (position < stop && matches.length < limit) {
    const batch = ids.slice(position, Math.min(stop, position + (limit - matches.length)));
    position += batch.length;
    const fetched = await Promise.all(
      batch.map(
        async (id) =>
          [
            id,
            ((await lobby.store.fetch(id, { metadata: true })) as { metadata?: Server.MatchData })
              .metadata,
          ] as const,
      ),
    );
    for (const [id, metadata] of fetched)
      if (metadata && !metadata.unlisted) matches.push(publicMatch(id, metadata));
  }
  ctx.body = position < ids.length ? { matches, nextCursor: String(position) } : { matches };
}

export async function getMatchRoute(
  ctx: Context,
  lobby: Lobby,
  module: GameModule,
  matchID: string,
) {
  ctx.body = publicMatch(matchID, await storedMatch(ctx, lobby, module, matchID));
}
