/**
 * The account tables (run by storage/migrations.ts). Names are unique by `name_key`, the name in
 * lower case: the charset is ASCII, so lower-casing is exact and "Ann" and "ANN" are one name.
 * Sessions are stored by the SHA-256 of their token, so a copy of the database opens no session.
 */
import type { Migration } from '../storage/migrations';

export const ACCOUNT_MIGRATIONS: readonly Migration[] = [
  {
    name: '2026-11-26-01-accounts',
    statements: [
      `CREATE TABLE IF NOT EXISTS gridplay_accounts (
         name_key TEXT PRIMARY KEY,
         name TEXT NOT NULL,
         password_hash TEXT NOT NULL,
         created_at BIGINT NOT NULL
       )`,
      `CREATE TABLE IF NOT EXISTS gridplay_sessions (
         token_hash TEXT PRIMARY KEY,
         name_key TEXT NOT NULL,
         created_at BIGINT NOT NULL,
         expires_at BIGINT NOT NULL
       )`,
      `CREATE INDEX IF NOT EXISTS gridplay_sessions_account ON gridplay_sessions (name_key)`,
    ],
  },
  {
    name: '2026-11-26-02-ratings',
    statements: [
      `CREATE TABLE IF NOT EXISTS gridplay_ratings (
         name_key TEXT NOT NULL,
         game TEXT NOT NULL,
         rating DOUBLE PRECISION NOT NULL,
         deviation DOUBLE PRECISION NOT NULL,
         volatility DOUBLE PRECISION NOT NULL,
         games INTEGER NOT NULL,
         PRIMARY KEY (name_key, game)
       )`,
      `CREATE INDEX IF NOT EXISTS gridplay_ratings_board ON gridplay_ratings (game, rating)`,
      // Every rated match, from its creation until its ratings are applied: what a process
      // starting after a crash looks at to rate the matches that ended while it was down.
      `CREATE TABLE IF NOT EXISTS gridplay_rated_matches (
         match_id TEXT PRIMARY KEY,
         created_at BIGINT NOT NULL
       )`,
      // One row per rated match whose ratings were applied: the guard of that transaction, so a
      // match is rated once even when two processes (or a restart) see its end.
      `CREATE TABLE IF NOT EXISTS gridplay_ratings_applied (
         match_id TEXT PRIMARY KEY,
         applied_at BIGINT NOT NULL
       )`,
      `CREATE TABLE IF NOT EXISTS gridplay_rated_results (
         match_id TEXT NOT NULL,
         name_key TEXT NOT NULL,
         game TEXT NOT NULL,
         result TEXT NOT NULL,
         rating_before DOUBLE PRECISION NOT NULL,
         rating_after DOUBLE PRECISION NOT NULL,
         finished_at BIGINT NOT NULL,
         PRIMARY KEY (match_id, name_key)
       )`,
      `CREATE INDEX IF NOT EXISTS gridplay_rated_results_player ON gridplay_rated_results (name_key, finished_at)`,
    ],
  },
  {
    name: '2026-11-26-03-account-matches',
    statements: [
      // Every seat a logged-in player took, so "My games" follows the account to any device.
      // `holder` is the one-way key of the seat's credentials then (match/credentials.ts): a
      // seat since left and taken by someone else no longer matches, and is not handed out.
      `CREATE TABLE IF NOT EXISTS gridplay_account_matches (
         name_key TEXT NOT NULL,
         match_id TEXT NOT NULL,
         game TEXT NOT NULL,
         player_id TEXT NOT NULL,
         holder TEXT NOT NULL,
         joined_at BIGINT NOT NULL,
         PRIMARY KEY (name_key, match_id, player_id)
       )`,
      `CREATE INDEX IF NOT EXISTS gridplay_account_matches_recent ON gridplay_account_matches (name_key, joined_at)`,
    ],
  },
  {
    name: '2026-11-26-04-saved-items',
    statements: [
      // What a game's tool page saves for the account (a deck builder's decks), by name: the
      // server keeps the text and knows nothing of its meaning (saved-items-store.ts).
      `CREATE TABLE IF NOT EXISTS gridplay_saved_items (
         name_key TEXT NOT NULL,
         game TEXT NOT NULL,
         tool TEXT NOT NULL,
         item_name TEXT NOT NULL,
         body TEXT NOT NULL,
         saved_at BIGINT NOT NULL,
         PRIMARY KEY (name_key, game, tool, item_name)
       )`,
    ],
  },
];
