/**
 * A game tool's saved items per account (a deck builder's decks): named texts the server stores
 * without reading them. Each account keeps at most `SAVED_ITEMS_PER_TOOL` items per tool of a
 * game; the cap is checked in the same statement as the insert, so two saves at once cannot
 * pass it together.
 */
import type { SqlDriver } from '../storage/sql-driver';
import { nameKey } from './account-store';

/** Items one account keeps for one tool of one game. */
export const SAVED_ITEMS_PER_TOOL = 50;

/** Where items live: an account's shelf for one tool of one game. */
export interface Shelf {
  account: string;
  game: string;
  tool: string;
}

export interface SavedItem {
  name: string;
  text: string;
  /** Milliseconds since 1970, as the web's browser store keeps them. */
  savedAt: number;
}

/** What a save did: created a new item, replaced one of that name, or was refused by the cap. */
export type SaveOutcome = 'created' | 'replaced' | 'full';

interface ItemRow {
  item_name: string;
  body: string;
  saved_at: unknown;
}

const itemOf = (row: ItemRow): SavedItem => ({
  name: row.item_name,
  text: row.body,
  savedAt: Number(row.saved_at), // PostgreSQL answers BIGINT as text
});

const SHELF = 'name_key = ? AND game = ? AND tool = ?';
const shelfParams = ({ account, game, tool }: Shelf) => [nameKey(account), game, tool];

export class SavedItemsStore {
  constructor(private readonly sql: SqlDriver) {}

  /** The shelf's items, newest first. */
  async list(shelf: Shelf): Promise<SavedItem[]> {
    const rows = await this.sql.all<ItemRow>(
      `SELECT item_name, body, saved_at FROM gridplay_saved_items WHERE ${SHELF}
       ORDER BY saved_at DESC, item_name`,
      shelfParams(shelf),
    );
    return rows.map(itemOf);
  }

  async item(shelf: Shelf, name: string): Promise<SavedItem | undefined> {
    const row = await this.sql.first<ItemRow>(
      `SELECT item_name, body, saved_at FROM gridplay_saved_items WHERE ${SHELF} AND item_name = ?`,
      [...shelfParams(shelf), name],
    );
    return row && itemOf(row);
  }

  /** Saves `text` under `name`, replacing an item of that name; a new name needs room. */
  async save(shelf: Shelf, name: string, text: string, now = Date.now()): Promise<SaveOutcome> {
    const replaced = await this.sql.run(
      `UPDATE gridplay_saved_items SET body = ?, saved_at = ? WHERE ${SHELF} AND item_name = ?`,
      [text, now, ...shelfParams(shelf), name],
    );
    if (replaced) return 'replaced';
    // Inserted only while the shelf has room (PostgreSQL types a bare parameter of a SELECT as
    // text, hence the cast). A save of the same name that won a race since the
    // UPDATE above is overwritten: the later save wins, as it would have one step earlier.
    const created = await this.sql.run(
      `INSERT INTO gridplay_saved_items (name_key, game, tool, item_name, body, saved_at)
       SELECT ?, ?, ?, ?, ?, CAST(? AS BIGINT)
       WHERE (SELECT COUNT(*) FROM gridplay_saved_items WHERE ${SHELF}) < ?
       ON CONFLICT (name_key, game, tool, item_name) DO UPDATE SET body = excluded.body,
         saved_at = excluded.saved_at`,
      [...shelfParams(shelf), name, text, now, ...shelfParams(shelf), SAVED_ITEMS_PER_TOOL],
    );
    return created ? 'created' : 'full';
  }

  /** False when the shelf had no item of that name. */
  async remove(shelf: Shelf, name: string): Promise<boolean> {
    const removed = await this.sql.run(
      `DELETE FROM gridplay_saved_items WHERE ${SHELF} AND item_name = ?`,
      [...shelfParams(shelf), name],
    );
    return removed > 0;
  }
}
