/**
 * Where matches live: one store over SQLite or PostgreSQL, speaking boardgame.io's async storage
 * contract (so the stock lobby routes work on it) plus what the stock contract lacks:
 *
 * - `setStateIf(id, expectedStateID, …)`: compare-and-set on the state id, so two processes (or
 *   two queued actions) never overwrite each other's moves;
 * - `fetch` never returns `initialState`: boardgame.io sends it unfiltered on every sync (all
 *   hands, the PRNG seed), so it stays in the database, read only by `fetchReplaySource` for
 *   the replay route (which reveals it after game over, and filters it per seat before);
 * - `appendChat` / `fetchChat`: a match's chat lines (`gridplay_chat`);
 * - `checkHealth()`: a probe row really written and read back, and the last failed write of a
 *   match (a full disk) until a write succeeds again, so `/health` tells the truth.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { SqlDriver, Statement } from './sql-driver';
import { StorageFault } from './storage-fault';

type MatchData = Server.MatchData;

export interface FetchOptions {
  state?: boolean;
  log?: boolean;
  metadata?: boolean;
  initialState?: boolean;
}

export interface Fetched {
  state?: State;
  log?: LogEntry[];
  metadata?: MatchData;
}

/** Everything a replay needs (`fetchReplaySource`). */
export interface ReplaySource {
  initialState: State;
  state: State;
  log: LogEntry[];
  metadata: MatchData;
}

/** A match as a move reads it (`fetchForMove`). */
export interface MoveSource {
  state: State;
  metadata: MatchData;
  /** The match data as stored: `setStateIf` can require it unchanged. */
  metadataJson: string;
}

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
  metadata: MatchData;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS gridplay_matches (
     id TEXT PRIMARY KEY,
     game_name TEXT NOT NULL,
     state TEXT NOT NULL,
     state_id INTEGER NOT NULL,
     initial_state TEXT NOT NULL,
     metadata TEXT NOT NULL,
     gameover INTEGER NOT NULL DEFAULT 0,
     updated_at BIGINT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS gridplay_log (
     match_id TEXT NOT NULL,
     state_id INTEGER NOT NULL,
     position INTEGER NOT NULL,
     entry TEXT NOT NULL,
     PRIMARY KEY (match_id, state_id, position)
   )`,
  `CREATE INDEX IF NOT EXISTS gridplay_matches_game ON gridplay_matches (game_name, updated_at)`,
  // The abandoned-match sweep (lobby/match-expiry.ts) asks for unfinished matches by update time,
  // of every game, once a minute. Without this index SQLite reads the whole table, through the
  // states' overflow pages to reach the last columns: 228 ms with the event loop blocked at 97,000
  // matches (a 30-minute soak's worth), growing with every match kept; with it, 0.4 ms.
  `CREATE INDEX IF NOT EXISTS gridplay_matches_open ON gridplay_matches (gameover, updated_at)`,
  // Chat lines of a match (match/chat.ts); `id` sorts by time.
  `CREATE TABLE IF NOT EXISTS gridplay_chat (
     match_id TEXT NOT NULL,
     id TEXT NOT NULL,
     line TEXT NOT NULL,
     PRIMARY KEY (match_id, id)
   )`,
  // One row per server process, rewritten by each health check.
  `CREATE TABLE IF NOT EXISTS gridplay_health (
     process TEXT PRIMARY KEY,
     token TEXT NOT NULL,
     checked_at BIGINT NOT NULL
   )`,
];

/** This process's row in gridplay_health. */
const PROBE_ID = `${hostname()}:${process.pid}`;

/** One INSERT for the whole deltalog of a state (one round trip to the database). */
function logStatements(
  matchID: string,
  stateID: number,
  deltalog: LogEntry[] | undefined,
): Statement[] {
  if (!deltalog?.length) return [];
  return [
    {
      sql: `INSERT INTO gridplay_log (match_id, state_id, position, entry) VALUES ${deltalog.map(() => '(?, ?, ?, ?)').join(', ')}`,
      params: deltalog.flatMap((entry, position) => [
        matchID,
        stateID,
        position,
        JSON.stringify(entry),
      ]),
    },
  ];
}

function metadataParams(metadata: MatchData): [string, number, number] {
  const over = metadata.gameover !== undefined && metadata.gameover !== null;
  return [JSON.stringify(metadata), over ? 1 : 0, metadata.updatedAt ?? Date.now()];
}

export class MatchStore extends Async {
  /** The driver whose writes record `lastWriteFault`; the health probe uses `raw`. */
  private readonly driver: SqlDriver;
  /** The fault of the last failed match write, until a write succeeds again. */
  private lastWriteFault?: StorageFault;

  constructor(
    private readonly raw: SqlDriver,
    /** 'sqlite' | 'postgres', for logs and health. */
    readonly kind: string,
  ) {
    super();
    this.driver = {
      ...raw,
      run: (sql, params) => this.recorded(raw.run(sql, params)),
      guardedBatch: (guard, rest) => this.recorded(raw.guardedBatch(guard, rest)),
    };
  }

  /** The database, for the tables beside the matches (accounts/account-store.ts). */
  get sql(): SqlDriver {
    return this.driver;
  }

  private async recorded<T>(write: Promise<T>): Promise<T> {
    try {
      const result = await write;
      this.lastWriteFault = undefined;
      return result;
    } catch (error) {
      if (error instanceof StorageFault) this.lastWriteFault = error;
      throw error;
    }
  }

  /**
   * Throws a `StorageFault` unless storage really reads and writes: a probe row is written and
   * read back (cheap: one upsert, one primary-key read), and the last match write succeeded.
   */
  async checkHealth(): Promise<void> {
    const token = randomUUID();
    await this.raw.run(
      `INSERT INTO gridplay_health (process, token, checked_at) VALUES (?, ?, ?)
       ON CONFLICT (process) DO UPDATE SET token = excluded.token, checked_at = excluded.checked_at`,
      [PROBE_ID, token, Date.now()],
    );
    const row = await this.raw.first<{ token: string }>(
      'SELECT token FROM gridplay_health WHERE process = ?',
      [PROBE_ID],
    );
    if (row?.token !== token) {
      throw new StorageFault('unavailable', 'a row written to the database did not read back');
    }
    if (this.lastWriteFault) throw this.lastWriteFault;
  }

  async connect(): Promise<void> {
    for (const sql of SCHEMA) {
      try {
        await this.driver.run(sql);
      } catch (error) {
        // Two processes starting together on one PostgreSQL race on CREATE … IF NOT EXISTS.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await this.driver.run(sql).catch(() => Promise.reject(error));
      }
    }
  }

  async close(): Promise<void> {
    await this.raw
      .run('DELETE FROM gridplay_health WHERE process = ?', [PROBE_ID])
      .catch(() => undefined);
    await this.raw.close();
  }

  /**
   * Resolves false (and writes nothing) if a match with this id already exists. `alsoCommit`
   * runs in the same transaction when the match is stored (a lobby request's answer).
   */
  async createMatchIfNew(
    matchID: string,
    opts: { initialState: State; metadata: MatchData },
    alsoCommit: Statement[] = [],
  ): Promise<boolean> {
    const [metadata, gameover, updatedAt] = metadataParams(opts.metadata);
    const state = JSON.stringify(opts.initialState);
    return this.guardedWrite(
      {
        sql: `INSERT INTO gridplay_matches (id, game_name, state, state_id, initial_state, metadata, gameover, updated_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
        params: [
          matchID,
          opts.metadata.gameName,
          state,
          opts.initialState._stateID,
          state,
          metadata,
          gameover,
          updatedAt,
        ],
      },
      alsoCommit,
    );
  }

  override async createMatch(
    matchID: string,
    opts: { initialState: State; metadata: MatchData },
  ): Promise<void> {
    if (!(await this.createMatchIfNew(matchID, opts)))
      throw new Error(`match ${matchID} already exists`);
  }

  /**
   * `guardedBatch`, in one round trip on PostgreSQL when what follows the guard is one
   * `INSERT … SELECT` without FROM (a lobby request's answer): the insert reads FROM the guarded
   * change, `WITH changed AS (guard RETURNING 1) INSERT … SELECT … FROM changed`, one statement
   * and so one transaction — no BEGIN and COMMIT round trips.
   */
  private async guardedWrite(guard: Statement, rest: Statement[]): Promise<boolean> {
    const [only] = rest;
    if (
      this.kind !== 'postgres' ||
      rest.length !== 1 ||
      !/^\s*INSERT INTO \w+ \([^)]*\)\s+SELECT\b/i.test(only.sql) ||
      /\bFROM\b/i.test(only.sql)
    )
      return this.driver.guardedBatch(guard, rest);
    const inserted = await this.driver.run(
      `WITH changed AS (${guard.sql} RETURNING 1) ${only.sql} FROM changed`,
      [...guard.params, ...only.params],
    );
    return inserted > 0;
  }

  /**
   * Compare-and-set: stores `state` only if the stored state id is still `expectedStateID`.
   * Resolves false, writing nothing, when someone else moved first.
   */
  async setStateIf(
    matchID: string,
    expectedStateID: number,
    state: State,
    deltalog?: LogEntry[],
    /** The stored match data's text must still be this (a move checked against cached seats). */
    expectedMetadata?: string,
  ): Promise<boolean> {
    const update =
      expectedMetadata === undefined
        ? {
            sql: 'UPDATE gridplay_matches SET state = ?, state_id = ?, updated_at = ? WHERE id = ? AND state_id = ?',
            params: [JSON.stringify(state), state._stateID, Date.now(), matchID, expectedStateID],
          }
        : {
            sql: 'UPDATE gridplay_matches SET state = ?, state_id = ?, updated_at = ? WHERE id = ? AND state_id = ? AND metadata = ?',
            params: [
              JSON.stringify(state),
              state._stateID,
              Date.now(),
              matchID,
              expectedStateID,
              expectedMetadata,
            ],
          };
    if (this.kind === 'postgres' && deltalog?.length) {
      // One statement, so one round trip and one commit: the log rows are inserted only if the
      // guarded UPDATE matched.
      const rows = deltalog.map(() => '(?::integer, ?::integer, ?)').join(', ');
      const inserted = await this.driver.run(
        `WITH updated AS (${update.sql} RETURNING id)
         INSERT INTO gridplay_log (match_id, state_id, position, entry)
         SELECT updated.id, entries.state_id, entries.position, entries.entry
         FROM updated CROSS JOIN (VALUES ${rows}) AS entries (state_id, position, entry)`,
        [
          ...update.params,
          ...deltalog.flatMap((entry, position) => [
            state._stateID,
            position,
            JSON.stringify(entry),
          ]),
        ],
      );
      return inserted > 0;
    }
    return this.driver.guardedBatch(update, logStatements(matchID, state._stateID, deltalog));
  }

  /**
   * A take-back (match/take-backs.ts): compare-and-set like `setStateIf`, and in the same
   * transaction the log entries written after state `keepLogThrough` (the decisions taken back)
   * are deleted, so the log still replays to the stored state.
   */
  async rollBackIf(
    matchID: string,
    expectedStateID: number,
    state: State,
    keepLogThrough: number,
  ): Promise<boolean> {
    return this.driver.guardedBatch(
      {
        sql: 'UPDATE gridplay_matches SET state = ?, state_id = ?, updated_at = ? WHERE id = ? AND state_id = ?',
        params: [JSON.stringify(state), state._stateID, Date.now(), matchID, expectedStateID],
      },
      [
        {
          sql: 'DELETE FROM gridplay_log WHERE match_id = ? AND state_id > ?',
          params: [matchID, keepLogThrough],
        },
      ],
    );
  }

  /** Unconditional write (the stock contract); Gridplay's own code uses `setStateIf`. */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.driver.guardedBatch(
      {
        sql: 'UPDATE gridplay_matches SET state = ?, state_id = ?, updated_at = ? WHERE id = ?',
        params: [JSON.stringify(state), state._stateID, Date.now(), matchID],
      },
      logStatements(matchID, state._stateID, deltalog),
    );
  }

  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    const [json, gameover, updatedAt] = metadataParams(metadata);
    await this.driver.run(
      'UPDATE gridplay_matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?',
      [json, gameover, updatedAt, matchID],
    );
  }

  /**
   * Read-modify-write of the match data that never overwrites a concurrent change (a player
   * joining while another connects): `change` is applied to the stored version and written only
   * if that version is still the stored one, else it is re-applied to the new one.
   * Resolves to what was written, or undefined when the match is unknown or `change` declined.
   * `alsoCommit` runs in the same transaction as the write (a lobby request's answer).
   */
  async updateMetadata(
    matchID: string,
    change: (metadata: MatchData) => MatchData | undefined,
    alsoCommit: Statement[] = [],
  ): Promise<MatchData | undefined> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const row = await this.driver.first<{ metadata: string }>(
        'SELECT metadata FROM gridplay_matches WHERE id = ?',
        [matchID],
      );
      if (!row) return undefined;
      const next = change(JSON.parse(row.metadata));
      if (!next) return undefined;
      const [json, gameover, updatedAt] = metadataParams(next);
      const write = {
        sql: 'UPDATE gridplay_matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ? AND metadata = ?',
        params: [json, gameover, updatedAt, matchID, row.metadata],
      };
      const written =
        alsoCommit.length > 0
          ? await this.guardedWrite(write, alsoCommit)
          : (await this.driver.run(write.sql, write.params)) > 0;
      if (written) return next;
    }
    throw new Error(`match ${matchID}: its data kept changing while being updated`);
  }

  // The stock contract's generic `fetch` typing is looser than what it returns; callers get `Fetched`.
  async fetch(matchID: string, opts: FetchOptions): Promise<any> {
    const result: Fetched = {};
    if (opts.state || opts.metadata) {
      // Only the columns asked for: a match's state is its largest part.
      const columns = [opts.state && 'state', opts.metadata && 'metadata'].filter(Boolean);
      const row = await this.driver.first<{ state: string; metadata: string }>(
        `SELECT ${columns.join(', ')} FROM gridplay_matches WHERE id = ?`,
        [matchID],
      );
      if (row && opts.state) result.state = JSON.parse(row.state);
      if (row && opts.metadata) result.metadata = JSON.parse(row.metadata);
    }
    if (opts.log) {
      const rows = await this.driver.all<{ entry: string }>(
        'SELECT entry FROM gridplay_log WHERE match_id = ? ORDER BY state_id, position',
        [matchID],
      );
      result.log = rows.map((row) => JSON.parse(row.entry));
    }
    // `initialState` is deliberately never returned: see the file comment.
    return result;
  }

  /** What a move is decided on: the state and the match data, with the data's stored text. */
  async fetchForMove(matchID: string): Promise<MoveSource | undefined> {
    const row = await this.driver.first<{ state: string; metadata: string }>(
      'SELECT state, metadata FROM gridplay_matches WHERE id = ?',
      [matchID],
    );
    return (
      row && {
        state: JSON.parse(row.state),
        metadata: JSON.parse(row.metadata),
        metadataJson: row.metadata,
      }
    );
  }

  /** The stored state id of each of these matches (unknown ids are left out), in few queries. */
  async storedStateIDs(matchIDs: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    // SQLite allows 32,766 parameters a statement; PostgreSQL 65,535.
    for (let start = 0; start < matchIDs.length; start += 1000) {
      const ids = matchIDs.slice(start, start + 1000);
      const rows = await this.driver.all<{ id: string; state_id: number }>(
        `SELECT id, state_id FROM gridplay_matches WHERE id IN (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      for (const row of rows) found.set(row.id, Number(row.state_id));
    }
    return found;
  }

  /**
   * What a replay is rebuilt from: the state the match began in (its seed included), every log
   * entry, the current state and the match data. For the replay route only — never for
   * sockets, which must not send `initialState` (see the file comment).
   */
  async fetchReplaySource(matchID: string): Promise<ReplaySource | undefined> {
    const row = await this.driver.first<{ initial_state: string; state: string; metadata: string }>(
      'SELECT initial_state, state, metadata FROM gridplay_matches WHERE id = ?',
      [matchID],
    );
    if (!row) return undefined;
    const { log = [] } = (await this.fetch(matchID, { log: true })) as Fetched;
    return {
      initialState: JSON.parse(row.initial_state),
      state: JSON.parse(row.state),
      metadata: JSON.parse(row.metadata),
      log,
    };
  }

  /** Stores one chat line of a match (`line.id` must be new for the match). */
  /**
   * One more log entry after the decision that made state `stateID`, with no new state: a note
   * of something that happened outside the rules (lifecycle/ending-log.ts `noteEntry`).
   */
  async appendLogNote(matchID: string, stateID: number, entry: LogEntry): Promise<void> {
    await this.driver.run(
      `INSERT INTO gridplay_log (match_id, state_id, position, entry)
       SELECT CAST(? AS TEXT), CAST(? AS INTEGER), COALESCE(MAX(position) + 1, 0), CAST(? AS TEXT)
       FROM gridplay_log WHERE match_id = ? AND state_id = ?`,
      [matchID, stateID, JSON.stringify(entry), matchID, stateID],
    );
  }

  async appendChat(matchID: string, line: { id: string }): Promise<void> {
    await this.driver.run('INSERT INTO gridplay_chat (match_id, id, line) VALUES (?, ?, ?)', [
      matchID,
      line.id,
      JSON.stringify(line),
    ]);
  }

  /** The last `limit` chat lines of a match, oldest first. */
  async fetchChat<Line = unknown>(matchID: string, { limit }: { limit: number }): Promise<Line[]> {
    const rows = await this.driver.all<{ line: string }>(
      'SELECT line FROM gridplay_chat WHERE match_id = ? ORDER BY id DESC LIMIT ?',
      [matchID, Math.max(0, Math.floor(limit))],
    );
    return rows.reverse().map((row) => JSON.parse(row.line));
  }

  async wipe(matchID: string): Promise<void> {
    await this.driver.guardedBatch(
      { sql: 'DELETE FROM gridplay_matches WHERE id = ?', params: [matchID] },
      [
        { sql: 'DELETE FROM gridplay_log WHERE match_id = ?', params: [matchID] },
        { sql: 'DELETE FROM gridplay_chat WHERE match_id = ?', params: [matchID] },
      ],
    );
  }

  /**
   * One page of a game's matches in one query with a LIMIT. boardgame.io's `listMatches` returns
   * every id of the game (~140 ms at 20k matches on SQLite, linear beyond): a lobby page must not
   * cost that.
   */
  async listMatchPage(query: PageQuery): Promise<PageRow[]> {
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
    const rows = await this.driver.all<{
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

  override async listMatches(opts: ListOptions = {}): Promise<string[]> {
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
    const rows = await this.driver.all<{ id: string }>(
      `SELECT id FROM gridplay_matches${filter} ORDER BY updated_at`,
      params,
    );
    return rows.map((row) => row.id);
  }
}
