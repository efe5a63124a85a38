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
 *
 * This class holds the writes; the health probe is in store-health.ts, the reads in
 * match-reads.ts, the listings in match-listing.ts, the chat lines in match-chat-lines.ts and
 * the tables in match-schema.ts.
 */
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { SqlDriver, Statement } from './sql-driver';
import { StoreHealth } from './store-health';
import { KnownMetadata } from './known-metadata';
import { perf } from '../http/perf-counters';
import { createMatchTables } from './match-schema';
import {
  fetchForMove,
  fetchMatch,
  fetchReplaySource,
  storedStateIDs,
  type FetchOptions,
  type MoveSource,
  type ReplaySource,
} from './match-reads';
import { appendChatLine, fetchChatLines } from './match-chat-lines';
import {
  listMatchIDs,
  listMatchPage,
  type ListOptions,
  type PageQuery,
  type PageRow,
} from './match-listing';

type MatchData = Server.MatchData;

/**
 * A move rewrites `updated_at` (which orders the lobby's listings) only when this process has not
 * stamped it for this long. Rewriting it moves the match's entries in both of its indexes: 7.5
 * pages written a move instead of 3.3, measured on this schema — twice the WAL to write and to
 * checkpoint. Seat changes, which the abandoned-match sweep reads, still stamp it every time.
 */
const MOVE_STAMP_EVERY_MS = 30_000;
/** Matches whose last stamp this process remembers (beyond it, the next move stamps again). */
const STAMPS_KEPT = 20_000;

export type { FetchOptions, Fetched, MoveSource, ReplaySource } from './match-reads';
export type { ListOptions, PageQuery, PageRow } from './match-listing';

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

const isOver = (metadata: MatchData) =>
  metadata.gameover !== undefined && metadata.gameover !== null;

function metadataParams(metadata: MatchData): [string, number, number] {
  return [JSON.stringify(metadata), isOver(metadata) ? 1 : 0, metadata.updatedAt ?? Date.now()];
}

/** What a match's data puts in the indexed columns, read before a change. */
interface IndexedColumns {
  updatedAt: number | undefined;
  over: boolean;
}

/**
 * The UPDATE of a match's data, guarded by its stored text, and the text it writes. The indexed
 * columns (`gameover`, `updated_at`) are set only when the change moves them: setting an indexed
 * column, even to the value it has, rewrites the match's entries in both indexes — 12.2 KB of
 * WAL an update instead of 4.0, and half as much CPU again, measured on this schema. A
 * connection flag, four writes a match, moves neither (and so no longer takes back a move's
 * fresher `updated_at` stamp).
 */
function metadataWrite(
  matchID: string,
  stored: string,
  before: IndexedColumns,
  next: MatchData,
): { statement: Statement; json: string } {
  const [json, gameover, updatedAt] = metadataParams(next);
  const indexed = next.updatedAt !== before.updatedAt || isOver(next) !== before.over;
  const statement = indexed
    ? {
        sql: 'UPDATE gridplay_matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ? AND metadata = ?',
        params: [json, gameover, updatedAt, matchID, stored],
      }
    : {
        sql: 'UPDATE gridplay_matches SET metadata = ? WHERE id = ? AND metadata = ?',
        params: [json, matchID, stored],
      };
  return { statement, json };
}

export class MatchStore extends Async {
  /** The driver whose writes are recorded for the health check; the probe uses `raw`. */
  private readonly driver: SqlDriver;
  private readonly health: StoreHealth;
  /** When this process last wrote each match's `updated_at` with a move. */
  private readonly movesStampedAt = new Map<string, number>();
  /** Each match's data as last read or written here: `updateMetadata`'s first guess. */
  private readonly known = new KnownMetadata();

  constructor(
    private readonly raw: SqlDriver,
    /** 'sqlite' | 'postgres', for logs and health. */
    readonly kind: string,
  ) {
    super();
    this.health = new StoreHealth(raw);
    this.driver = this.health.recordingWrites();
  }

  /** The database, for the tables beside the matches (accounts/account-store.ts). */
  get sql(): SqlDriver {
    return this.driver;
  }

  /**
   * Throws a `StorageFault` unless storage really reads and writes: a probe row written and read
   * back, and the last match write succeeded (store-health.ts).
   */
  checkHealth(): Promise<void> {
    return this.health.check();
  }

  async connect(): Promise<void> {
    await createMatchTables(this.driver);
  }

  async close(): Promise<void> {
    await this.health.forgetProbe();
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
    const created = await this.guardedWrite(
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
    if (created) this.known.note(matchID, metadata);
    return created;
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
    const now = Date.now();
    const stamp = now - (this.movesStampedAt.get(matchID) ?? -Infinity) >= MOVE_STAMP_EVERY_MS;
    const update = {
      sql:
        `UPDATE gridplay_matches SET state = ?, state_id = ?${stamp ? ', updated_at = ?' : ''} ` +
        `WHERE id = ? AND state_id = ?${expectedMetadata === undefined ? '' : ' AND metadata = ?'}`,
      params: [
        JSON.stringify(state),
        state._stateID,
        ...(stamp ? [now] : []),
        matchID,
        expectedStateID,
        ...(expectedMetadata === undefined ? [] : [expectedMetadata]),
      ],
    };
    const stored = await this.writeMove(matchID, update, state, deltalog);
    if (stored && stamp) this.rememberStamp(matchID, now);
    return stored;
  }

  private rememberStamp(matchID: string, at: number): void {
    this.movesStampedAt.delete(matchID); // re-inserted last: the oldest stamps go first
    this.movesStampedAt.set(matchID, at);
    if (this.movesStampedAt.size > STAMPS_KEPT)
      this.movesStampedAt.delete(this.movesStampedAt.keys().next().value!);
  }

  /** The guarded state update and the move's log rows, in one transaction. */
  private async writeMove(
    matchID: string,
    update: Statement,
    state: State,
    deltalog: LogEntry[] | undefined,
  ): Promise<boolean> {
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
   * A take-back (social/take-backs.ts): compare-and-set like `setStateIf`, and in the same
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
    this.known.forget(matchID); // should the write fail
    await this.driver.run(
      'UPDATE gridplay_matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?',
      [json, gameover, updatedAt, matchID],
    );
    this.known.note(matchID, json);
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
    // First on the text this process last saw, without reading: the write is guarded by it. A
    // refusal (`change` declining) is only believed on what is stored now.
    let guess = this.known.get(matchID);
    for (let attempt = 0; attempt < 10; attempt++) {
      let stored = guess;
      guess = undefined;
      const guessed = stored !== undefined;
      if (stored === undefined) {
        const row = await this.driver.first<{ metadata: string }>(
          'SELECT metadata FROM gridplay_matches WHERE id = ?',
          [matchID],
        );
        if (!row) {
          this.known.forget(matchID);
          return undefined;
        }
        stored = row.metadata;
      }
      const current = JSON.parse(stored) as MatchData;
      // Read before `change`, which may edit what it is given.
      const before = { updatedAt: current.updatedAt, over: isOver(current) };
      const next = change(current);
      if (!next) {
        if (guessed) continue;
        this.known.note(matchID, stored);
        return undefined;
      }
      const { statement, json } = metadataWrite(matchID, stored, before, next);
      this.known.forget(matchID); // until the write is known to have landed
      const written =
        alsoCommit.length > 0
          ? await this.guardedWrite(statement, alsoCommit)
          : (await this.driver.run(statement.sql, statement.params)) > 0;
      if (written) {
        this.known.note(matchID, json);
        return next;
      }
      perf?.count(guessed ? 'metadata.guessOutdated' : 'metadata.compareAndSetLost');
    }
    throw new Error(`match ${matchID}: its data kept changing while being updated`);
  }

  // The stock contract's generic `fetch` typing is looser than what it returns; callers get `Fetched`.
  // `initialState` is deliberately never returned: see the file comment.
  async fetch(matchID: string, opts: FetchOptions): Promise<any> {
    return fetchMatch(this.driver, matchID, opts, (text) => this.known.note(matchID, text));
  }

  /** What a move is decided on: the state and the match data, with the data's stored text. */
  async fetchForMove(matchID: string): Promise<MoveSource | undefined> {
    const source = await fetchForMove(this.driver, matchID);
    if (source) this.known.note(matchID, source.metadataJson);
    return source;
  }

  /** The stored state id of each of these matches (unknown ids are left out), in few queries. */
  storedStateIDs(matchIDs: readonly string[]): Promise<Map<string, number>> {
    return storedStateIDs(this.driver, matchIDs);
  }

  /** What a replay is rebuilt from, initial state included: for the replay route only. */
  fetchReplaySource(matchID: string): Promise<ReplaySource | undefined> {
    return fetchReplaySource(this.driver, matchID);
  }

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

  /** Stores one chat line of a match (`line.id` must be new for the match). */
  appendChat(matchID: string, line: { id: string }): Promise<void> {
    return appendChatLine(this.driver, matchID, line);
  }

  /** The last `limit` chat lines of a match, oldest first. */
  fetchChat<Line = unknown>(matchID: string, { limit }: { limit: number }): Promise<Line[]> {
    return fetchChatLines<Line>(this.driver, matchID, limit);
  }

  async wipe(matchID: string): Promise<void> {
    this.known.forget(matchID);
    await this.driver.guardedBatch(
      { sql: 'DELETE FROM gridplay_matches WHERE id = ?', params: [matchID] },
      [
        { sql: 'DELETE FROM gridplay_log WHERE match_id = ?', params: [matchID] },
        { sql: 'DELETE FROM gridplay_chat WHERE match_id = ?', params: [matchID] },
      ],
    );
  }

  /** One page of a game's matches, in one query with a LIMIT (match-listing.ts). */
  listMatchPage(query: PageQuery): Promise<PageRow[]> {
    return listMatchPage(this.driver, query);
  }

  override async listMatches(opts: ListOptions = {}): Promise<string[]> {
    return listMatchIDs(this.driver, opts);
  }
}
