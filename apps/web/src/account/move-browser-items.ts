/**
 * At login (and registration), what this browser saved for the game tools while logged out
 * moves into the account just opened: logging in on a browser claims its items, so a player who
 * built decks as a guest finds them in the account on every device. Decided so rather than
 * asked: the items are the browser's, and whoever logs in on it is the one who made them, or
 * has the browser anyway. An item whose name the account already uses with other text arrives
 * as "<name> (this browser)"; one the account refuses (full) stays in the browser, where it is
 * seen again after logging out. A failure never stops the login.
 */
import { browserSavedItems, shelfOfBrowserKey, type SavedItem } from '@gridplay/core';
import { accountSavedItems } from './saved-items-api';

/** The server's longest name (apps/server/src/accounts/saved-items-schemas.ts). */
const SAVED_NAME_MAX = 60;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface MoveReport {
  moved: number;
  /** Items the account refused, left in the browser. */
  kept: number;
}

/** A name the account does not use yet for another text. */
function arrivalName(item: SavedItem, taken: ReadonlyMap<string, string>): string {
  if (!taken.has(item.name)) return item.name;
  const suffix = ' (this browser)';
  const base = `${item.name.slice(0, SAVED_NAME_MAX - suffix.length - 4)}${suffix}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base.slice(0, SAVED_NAME_MAX - 4)} ${n}`;
    if (!taken.has(name)) return name;
  }
}

export async function moveBrowserItemsIntoAccount(
  storage: KeyValueStore = localStorage,
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, kept: 0 };
  const shelves = Array.from({ length: storage.length }, (_, i) => storage.key(i))
    .map((key) => (key === null ? undefined : shelfOfBrowserKey(key)))
    .filter((shelf) => shelf !== undefined);
  for (const { game, tool } of shelves) {
    const browser = browserSavedItems(game, tool, storage);
    const account = accountSavedItems(game, tool);
    const taken = new Map((await account.list()).map((item) => [item.name, item.text]));
    // Oldest first, so the newest browser item is the newest in the account too.
    for (const item of (await browser.list()).reverse()) {
      try {
        if (taken.get(item.name) !== item.text) {
          const name = arrivalName(item, taken);
          await account.save(name, item.text);
          taken.set(name, item.text);
        }
        await browser.remove(item.name);
        report.moved++;
      } catch {
        report.kept++;
      }
    }
  }
  return report;
}
