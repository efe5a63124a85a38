/** Lists of stored matches: a lobby page, and boardgame.io's list of ids. */
import type { Server } from 'boardgame.io';
import type { SqlDriver } from './sql-driver';

export interface ListOptions {
  gameName?: string;
  where?: { isGameover?: boolean; updatedBefore?: number; updatedAfter?: number };
}

/** One page of a game's matches, newest first (the lobby listing). */
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

/**
 * One page of a game's matches in one query with a LIMIT. boardgame.io's `listMatches` returns
 * every id of the game (~140 ms at 20k matches on SQLite, linear beyond): a lobby page must not
 * cost that.
 */
export async function listMatchPage(driver: SqlDriver, query: PageQuery): Promise<PageRow[]> {
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
  const rows = await driver.all<{
    id: string;
    updated_at: number | string;
    metadata: string;
  }>(
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

/** The ids of the matches that fit, oldest update first (boardgame.io's `listMatches`). */
export async function listMatchIDs(driver: SqlDriver, opts: ListOptions = {}): Promise<string[]> {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (opts.gameName !== undefined) {
    clauses.push('game_name = ?');
    params.push(opts.gameName);
  }
  const where = opts.where ?? {};
  if (where.isGameover !== undefined) {
    clauses.push('gameover = ?');
    params.push(where.isGameover ? 1 : 0);
  }
  if (where.updatedBefore !== undefined) {
    clauses.push('updated_at < ?');
    params.push(where.updatedBefore);
  }
  if (where.updatedAfter !== undefined) {
    clauses.push('updated_at > ?');
    params.push(where.updatedAfter);
  }
  const filter = clauses.length ? ` WHERE ${clauses.join(' AND ')}` : '';
  const rows = await driver.all<{ id: string }>(
    `SELECT id FROM gridplay_matches${filter} ORDER BY updated_at`,
    params,
  );
  return rows.map((row) => row.id);
}
