/**
 * Decks the first deck builder saved under its own key (`gridplay:megaman:decks`, before a
 * tool's saves became the app's saved items) join this browser's saved items once, so none is
 * lost: a name already saved there keeps its deck. Next login moves them into the account.
 */
import { browserSavedKey, type SavedItem } from '@gridplay/core';

export const LEGACY_DECKS_KEY = 'gridplay:megaman:decks';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readItems(store: KeyValueStore, key: string): SavedItem[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is SavedItem =>
            typeof item?.name === 'string' && typeof item?.text === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function adoptLegacyDecks(game: string, tool: string, store: KeyValueStore): void {
  try {
    if (store.getItem(LEGACY_DECKS_KEY) === null) return;
    const key = browserSavedKey(game, tool);
    const current = readItems(store, key);
    const names = new Set(current.map((item) => item.name));
    const adopted = readItems(store, LEGACY_DECKS_KEY)
      .filter((item) => !names.has(item.name))
      .map(({ name, text, savedAt }) => ({ name, text, savedAt: Number(savedAt) || 0 }));
    store.setItem(key, JSON.stringify([...current, ...adopted]));
    store.removeItem(LEGACY_DECKS_KEY);
  } catch {
    // Storage refused: the old key stays, to be adopted another time.
  }
}
