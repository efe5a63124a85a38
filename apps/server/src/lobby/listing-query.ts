/**
 * One page of a game's matches, newest first, in one query with a LIMIT. The store's
 * `listMatches` (boardgame.io's contract) returns every id of the game, ~140 ms at 20k matches
 * on SQLite and linear beyond; a lobby page must not cost that.
 *
 * Storage belongs to the storage layer: this reads the store's SQL driver, which `MatchStore`
 * keeps private, and falls back to `listMatches` for a store without one. The storage layer
 * should grow a `listMatchPage` of its own (and an index on (game_name, gameover, updated_at));
 * then this file goes.
 */
import type { Server } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';
import type { SqlDriver } from '../storage/sql-driver';

export interface PageQuery {
  gameName: string;
  isGameover?: boolean;
  updatedBefore?: number;
  updatedAfter?: number;
  /** Continue after this match (from the previous page's last row). */
  after?: { updatedAt: number; id: string };
  rows: number;
}

export interface PageRow {
  id: string;
  updatedAt: number;
  metadata: Server.MatchData;
}

function driverOf(store: MatchStore): SqlDriver | undefined {
  const driver = (store as unknown as { driver?: Partial<SqlDriver> }).driver;
  return typeof driver?.all === 'function' ? (driver as SqlDriver) : undefined;
}

export async function matchPage(store: MatchStore, query: PageQuery): Promise<PageRow[]> {
  const driver = driverOf(store);
  if (!driver) return slowMatchPage(store, query);
  const clauses = ['game_name = ?'];
  const params: unknown[] = [query.gameName];
  if (query.isGameover !== undefined) {
    clauses.push('gameover = ?');
    params.push(query.isGameover ? 1 : 0);
  }
  if (query.updatedBefore !== undefined) {
    clauses.push('updated_at < ?');
    params.push(query.updatedBefore);
  }
  if (query.updatedAfter !== undefined) {
    clauses.push('updated_at > ?');
    params.push(query.updatedAfter);
  }
  if (query.after) {
    // Written so the (game_name, updated_at) index bounds the scan.
    clauses.push('updated_at <= ? AND (updated_at < ? OR id < ?)');
    params.push(query.after.updatedAt, query.after.updatedAt, query.after.id);
  }
  params.push(query.rows);
  const rows = await driver.all<{ id: string; updated_at: number | string; metadata: string }>(
    `SELECT id, updated_at, metadata FROM gridplay_matches WHERE ${clauses.join(' AND ')}
     ORDER BY updated_at DESC, id DESC LIMIT ?`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    updatedAt: Number(row.updated_at),
    metadata: JSON.parse(row.metadata),
  }));
}

/** The same page through boardgame.io's contract: every id, then one read per row. */
async function slowMatchPage(store: MatchStore, query: PageQuery): Promise<PageRow[]> {
  const ids = await store.listMatches({
    gameName: query.gameName,
    where: {
      isGameover: query.isGameover,
      updatedBefore: query.updatedBefore,
      updatedAfter: query.updatedAfter,
    },
  });
  ids.reverse();
  const start = query.after ? ids.indexOf(query.after.id) + 1 : 0;
  const rows: PageRow[] = [];
  for (const id of ids.slice(start, start + query.rows)) {
    const { metadata } = (await store.fetch(id, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    if (metadata) rows.push({ id, updatedAt: metadata.updatedAt ?? 0, metadata });
  }
  return rows;
}
