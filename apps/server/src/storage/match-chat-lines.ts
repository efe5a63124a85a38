/** A match's chat lines (social/chat.ts), stored beside it in `gridplay_chat`. */
import type { SqlDriver } from './sql-driver';

/** Stores one chat line of a match (`line.id` must be new for the match). */
export async function appendChatLine(
  driver: SqlDriver,
  matchID: string,
  line: { id: string },
): Promise<void> {
  await driver.run('INSERT INTO gridplay_chat (match_id, id, line) VALUES (?, ?, ?)', [
    matchID,
    line.id,
    JSON.stringify(line),
  ]);
}

/** The last `limit` chat lines of a match, oldest first. */
export async function fetchChatLines<Line = unknown>(
  driver: SqlDriver,
  matchID: string,
  limit: number,
): Promise<Line[]> {
  const rows = await driver.all<{ line: string }>(
    'SELECT line FROM gridplay_chat WHERE match_id = ? ORDER BY id DESC LIMIT ?',
    [matchID, Math.max(0, Math.floor(limit))],
  );
  return rows.reverse().map((row) => JSON.parse(row.line));
}
