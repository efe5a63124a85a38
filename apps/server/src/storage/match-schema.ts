/** The tables of the matches, their logs and chats, created on start when missing. */
import type { SqlDriver } from './sql-driver';

export const MATCH_SCHEMA = [
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
  // Chat lines of a match (social/chat.ts); `id` sorts by time.
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

export async function createMatchTables(driver: SqlDriver): Promise<void> {
  for (const sql of MATCH_SCHEMA) {
    try {
      await driver.run(sql);
    } catch (error) {
      // Two processes starting together on one PostgreSQL race on CREATE … IF NOT EXISTS.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await driver.run(sql).catch(() => Promise.reject(error));
    }
  }
}
