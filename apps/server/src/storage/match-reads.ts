/**
 * What is read of a stored match: its state, data and log (never its initial state, see
 * match-store.ts), what a move is decided on, and what a replay is rebuilt from.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import type { SqlDriver } from './sql-driver';

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

export async function fetchMatch(
  driver: SqlDriver,
  matchID: string,
  opts: FetchOptions,
  /** Told the match data's stored text, when it was read. */
  noteMetadata?: (text: string) => void,
): Promise<Fetched> {
  const result: Fetched = {};
  if (opts.state || opts.metadata) {
    // Only the columns asked for: a match's state is its largest part.
    const columns = [opts.state && 'state', opts.metadata && 'metadata'].filter(Boolean);
    const row = await driver.first<{ state: string; metadata: string }>(
      `SELECT ${columns.join(', ')} FROM gridplay_matches WHERE id = ?`,
      [matchID],
    );
    if (row && opts.state) result.state = JSON.parse(row.state);
    if (row && opts.metadata) {
      result.metadata = JSON.parse(row.metadata);
      noteMetadata?.(row.metadata);
    }
  }
  if (opts.log) result.log = await fetchLog(driver, matchID);
  // `initialState` is deliberately never returned: see match-store.ts.
  return result;
}

/** Every log entry of a match, in order. */
async function fetchLog(driver: SqlDriver, matchID: string): Promise<LogEntry[]> {
  const rows = await driver.all<{ entry: string }>(
    'SELECT entry FROM gridplay_log WHERE match_id = ? ORDER BY state_id, position',
    [matchID],
  );
  return rows.map((row) => JSON.parse(row.entry));
}

/** What a move is decided on: the state and the match data, with the data's stored text. */
export async function fetchForMove(
  driver: SqlDriver,
  matchID: string,
): Promise<MoveSource | undefined> {
  const row = await driver.first<{ state: string; metadata: string }>(
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
export async function storedStateIDs(
  driver: SqlDriver,
  matchIDs: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  // SQLite allows 32,766 parameters a statement; PostgreSQL 65,535.
  for (let start = 0; start < matchIDs.length; start += 1000) {
    const ids = matchIDs.slice(start, start + 1000);
    const rows = await driver.all<{ id: string; state_id: number }>(
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
 * sockets, which must not send `initialState`.
 */
export async function fetchReplaySource(
  driver: SqlDriver,
  matchID: string,
): Promise<ReplaySource | undefined> {
  const row = await driver.first<{ initial_state: string; state: string; metadata: string }>(
    'SELECT initial_state, state, metadata FROM gridplay_matches WHERE id = ?',
    [matchID],
  );
  if (!row) return undefined;
  return {
    initialState: JSON.parse(row.initial_state),
    state: JSON.parse(row.state),
    metadata: JSON.parse(row.metadata),
    log: await fetchLog(driver, matchID),
  };
}
