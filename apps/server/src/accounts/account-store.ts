/**
 * Accounts, sessions and ratings in the match database (SQLite or PostgreSQL, through the same
 * `SqlDriver` as the matches). Names are looked up by their lower-case key; the name as
 * registered is what everyone sees.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SqlDriver, Statement } from '../storage/sql-driver';
import { migrate } from '../storage/migrations';
import { ACCOUNT_MIGRATIONS } from './account-migrations';

export interface Account {
  name: string;
  passwordHash: string;
  createdAt: number;
}

export interface Rating {
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
}

export interface RatedResult {
  matchID: string;
  game: string;
  result: 'win' | 'loss' | 'draw';
  ratingBefore: number;
  ratingAfter: number;
  finishedAt: number;
}

/** One account's new rating after a match, as `applyRatings` stores it. */
export interface RatingChange {
  name: string;
  result: RatedResult['result'];
  before: Rating;
  after: Rating;
}

/** A seat a logged-in player took ("My games" on any device). */
export interface AccountSeat {
  name: string;
  matchID: string;
  game: string;
  playerID: string;
  holder: string;
  joinedAt?: number;
}

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

export function nameKey(name: string): string {
  return name.toLowerCase();
}

/** The session token travels in the cookie; only its hash is stored. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AccountStore {
  constructor(private readonly sql: SqlDriver) {}

  /** Creates or updates the account tables (umzug; see storage/migrations.ts). */
  async migrate(): Promise<void> {
    await migrate(this.sql, ACCOUNT_MIGRATIONS);
  }

  /** False when the name (in any case) is taken. */
  async createAccount(name: string, passwordHash: string, now = Date.now()): Promise<boolean> {
    const created = await this.sql.run(
      `INSERT INTO gridplay_accounts (name_key, name, password_hash, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (name_key) DO NOTHING`,
      [nameKey(name), name, passwordHash, now],
    );
    return created === 1;
  }

  async account(name: string): Promise<Account | undefined> {
    const row = await this.sql.first<{ name: string; password_hash: string; created_at: unknown }>(
      'SELECT name, password_hash, created_at FROM gridplay_accounts WHERE name_key = ?',
      [nameKey(name)],
    );
    return (
      row && { name: row.name, passwordHash: row.password_hash, createdAt: Number(row.created_at) }
    );
  }

  /** A new session for the account; resolves to its token (for the cookie). */
  async openSession(name: string, now = Date.now()): Promise<string> {
    // The account's expired sessions go when it opens a new one: the table does not grow forever.
    await this.sql.run('DELETE FROM gridplay_sessions WHERE name_key = ? AND expires_at <= ?', [
      nameKey(name),
      now,
    ]);
    const token = randomBytes(32).toString('base64url');
    await this.sql.run(
      'INSERT INTO gridplay_sessions (token_hash, name_key, created_at, expires_at) VALUES (?, ?, ?, ?)',
      [tokenHash(token), nameKey(name), now, now + SESSION_LIFETIME_MS],
    );
    return token;
  }

  /** The name of the account a live session belongs to. */
  async sessionAccount(token: string, now = Date.now()): Promise<string | undefined> {
    const row = await this.sql.first<{ name: string }>(
      `SELECT a.name FROM gridplay_sessions s JOIN gridplay_accounts a ON a.name_key = s.name_key
       WHERE s.token_hash = ? AND s.expires_at > ?`,
      [tokenHash(token), now],
    );
    return row?.name;
  }

  async closeSession(token: string): Promise<void> {
    await this.sql.run('DELETE FROM gridplay_sessions WHERE token_hash = ?', [tokenHash(token)]);
  }

  /** Every game's rating of the account (games it never played rated are absent). */
  async ratings(name: string): Promise<Record<string, Rating>> {
    const rows = await this.sql.all<RatingRow & { game: string }>(
      'SELECT game, rating, deviation, volatility, games FROM gridplay_ratings WHERE name_key = ? ORDER BY game',
      [nameKey(name)],
    );
    return Object.fromEntries(rows.map((row) => [row.game, ratingOf(row)]));
  }

  async rating(name: string, game: string): Promise<Rating | undefined> {
    const row = await this.sql.first<RatingRow>(
      'SELECT rating, deviation, volatility, games FROM gridplay_ratings WHERE name_key = ? AND game = ?',
      [nameKey(name), game],
    );
    return row && ratingOf(row);
  }

  async recentResults(name: string, limit: number): Promise<RatedResult[]> {
    const rows = await this.sql.all<{
      match_id: string;
      game: string;
      result: RatedResult['result'];
      rating_before: unknown;
      rating_after: unknown;
      finished_at: unknown;
    }>(
      `SELECT match_id, game, result, rating_before, rating_after, finished_at
       FROM gridplay_rated_results WHERE name_key = ? ORDER BY finished_at DESC, match_id LIMIT ?`,
      [nameKey(name), limit],
    );
    return rows.map((row) => ({
      matchID: row.match_id,
      game: row.game,
      result: row.result,
      ratingBefore: Number(row.rating_before),
      ratingAfter: Number(row.rating_after),
      finishedAt: Number(row.finished_at),
    }));
  }

  /** The game's rated players with at least `minGames` games, best first. */
  async leaderboard(
    game: string,
    { minGames, limit }: { minGames: number; limit: number },
  ): Promise<Array<{ name: string } & Rating>> {
    const rows = await this.sql.all<RatingRow & { name: string }>(
      `SELECT a.name, r.rating, r.deviation, r.volatility, r.games
       FROM gridplay_ratings r JOIN gridplay_accounts a ON a.name_key = r.name_key
       WHERE r.game = ? AND r.games >= ? ORDER BY r.rating DESC, a.name_key LIMIT ?`,
      [game, minGames, limit],
    );
    return rows.map((row) => ({ name: row.name, ...ratingOf(row) }));
  }

  /** Notes a seat the account took (`holder`: the key of the seat's credentials then). */
  async seatTaken(seat: AccountSeat, now = Date.now()): Promise<void> {
    await this.sql.run(
      `INSERT INTO gridplay_account_matches (name_key, match_id, game, player_id, holder, joined_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (name_key, match_id, player_id) DO UPDATE SET holder = excluded.holder,
         joined_at = excluded.joined_at`,
      [nameKey(seat.name), seat.matchID, seat.game, seat.playerID, seat.holder, now],
    );
  }

  /** The seats the account took, newest first. */
  async seatsOf(name: string, limit: number): Promise<AccountSeat[]> {
    const rows = await this.sql.all<{
      match_id: string;
      game: string;
      player_id: string;
      holder: string;
      joined_at: number | string;
    }>(
      `SELECT match_id, game, player_id, holder, joined_at FROM gridplay_account_matches
       WHERE name_key = ? ORDER BY joined_at DESC LIMIT ?`,
      [nameKey(name), limit],
    );
    return rows.map((row) => ({
      name,
      matchID: row.match_id,
      game: row.game,
      playerID: row.player_id,
      holder: row.holder,
      joinedAt: Number(row.joined_at),
    }));
  }

  /** Notes a new rated match, to be rated when it ends (`unratedMatches`). */
  async ratedMatchCreated(matchID: string, now = Date.now()): Promise<void> {
    await this.sql.run(
      'INSERT INTO gridplay_rated_matches (match_id, created_at) VALUES (?, ?) ON CONFLICT (match_id) DO NOTHING',
      [matchID, now],
    );
  }

  /** Rated matches whose ratings are not applied yet (over or not), oldest first. */
  async unratedMatches(limit: number): Promise<string[]> {
    const rows = await this.sql.all<{ match_id: string }>(
      'SELECT match_id FROM gridplay_rated_matches ORDER BY created_at LIMIT ?',
      [limit],
    );
    return rows.map((row) => row.match_id);
  }

  /** A rated match that will never be rated (removed unfinished, or fewer than two rated seats). */
  async forgetRatedMatch(matchID: string): Promise<void> {
    await this.sql.run('DELETE FROM gridplay_rated_matches WHERE match_id = ?', [matchID]);
  }

  /**
   * Stores a finished match's new ratings, once: the first statement claims the match in
   * `gridplay_ratings_applied`, and the rest run in its transaction only if the claim was new.
   * Resolves false when the match had already been rated (by this process or another).
   */
  async applyRatings(
    matchID: string,
    game: string,
    changes: readonly RatingChange[],
    now = Date.now(),
  ): Promise<boolean> {
    const claim: Statement = {
      sql: `INSERT INTO gridplay_ratings_applied (match_id, applied_at) VALUES (?, ?)
            ON CONFLICT (match_id) DO NOTHING`,
      params: [matchID, now],
    };
    const writes = changes.flatMap(({ name, result, before, after }): Statement[] => [
      {
        sql: `INSERT INTO gridplay_ratings (name_key, game, rating, deviation, volatility, games)
              VALUES (?, ?, ?, ?, ?, ?)
              ON CONFLICT (name_key, game) DO UPDATE SET rating = excluded.rating,
                deviation = excluded.deviation, volatility = excluded.volatility,
                games = excluded.games`,
        params: [nameKey(name), game, after.rating, after.deviation, after.volatility, after.games],
      },
      {
        sql: `INSERT INTO gridplay_rated_results
                (match_id, name_key, game, result, rating_before, rating_after, finished_at)
              VALUES (?, ?, ?, ?, ?, ?, ?)`,
        params: [matchID, nameKey(name), game, result, before.rating, after.rating, now],
      },
    ]);
    const done: Statement = {
      sql: 'DELETE FROM gridplay_rated_matches WHERE match_id = ?',
      params: [matchID],
    };
    return this.sql.guardedBatch(claim, [...writes, done]);
  }
}

interface RatingRow {
  rating: unknown;
  deviation: unknown;
  volatility: unknown;
  games: unknown;
}

/** PostgreSQL answers BIGINT as text; every number is read through Number. */
function ratingOf(row: RatingRow): Rating {
  return {
    rating: Number(row.rating),
    deviation: Number(row.deviation),
    volatility: Number(row.volatility),
    games: Number(row.games),
  };
}
