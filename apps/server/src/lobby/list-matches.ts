/**
 * `GET /games/:name` (the listing, newest first, a page at a time) and `GET /games/:name/:id`.
 * boardgame.io's listing read the lobby data of every stored match on every request (269 ms and
 * 3.4 MB at 16k matches, stalling everything else); a page here is one query reading at most
 * `SCAN_FACTOR` times its size, and says where the next page starts (`nextCursor`).
 */
import type { Context } from 'koa';
import type { GameModule } from '@gridplay/core';
import { listQuery } from './lobby-schemas';
import { problemOf } from '../http/parsed-body';
import { storedMatch, type Lobby } from './lobby';
import { publicMatch } from './public-match';
import type { PageRow } from '../storage/match-store';

const DEFAULT_PAGE = 50;
/** Unlisted matches are skipped; a page reads at most this many times its size. */
const SCAN_FACTOR = 4;

export async function listMatchesRoute(ctx: Context, lobby: Lobby, module: GameModule) {
  const parsed = listQuery.safeParse(ctx.query);
  if (!parsed.success) return ctx.throw(400, problemOf(parsed.error, 'listing'));
  const { limit = DEFAULT_PAGE, cursor, ...where } = parsed.data;
  const rows = await lobby.store.listMatchPage({
    gameName: module.game.name,
    ...where,
    after: cursor,
    rows: limit * SCAN_FACTOR,
  });
  const matches: ReturnType<typeof publicMatch>[] = [];
  let last: PageRow | undefined;
  for (const row of rows) {
    if (matches.length === limit) break;
    last = row;
    if (!row.metadata.unlisted) matches.push(publicMatch(row.id, row.metadata, module.meta));
  }
  const more =
    last !== undefined && (matches.length === limit || rows.length === limit * SCAN_FACTOR);
  ctx.body = more ? { matches, nextCursor: `${last!.updatedAt}.${last!.id}` } : { matches };
}

export async function getMatchRoute(
  ctx: Context,
  lobby: Lobby,
  module: GameModule,
  matchID: string,
) {
  ctx.body = publicMatch(matchID, await storedMatch(ctx, lobby, module, matchID), module.meta);
}
