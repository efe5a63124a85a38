/**
 * Decks saved in this browser (localStorage), by name, as list text — the same text the
 * custom-list option and a brought deck take. Saved to the browser, not to the account: the
 * account server has no deck store yet. A store that cannot be read counts as empty.
 */
export interface SavedDeck {
  name: string;
  text: string;
  savedAt: number;
}

export const SAVED_DECKS_KEY = 'gridplay:megaman:decks';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const browserStore = (): Store | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export function savedDecks(store: Store | undefined = browserStore()): SavedDeck[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(SAVED_DECKS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (deck): deck is SavedDeck => typeof deck?.name === 'string' && typeof deck?.text === 'string',
    );
  } catch {
    return [];
  }
}

/** Saves (or replaces, by name) a deck; returns the decks now saved. */
export function saveDeck(
  name: string,
  text: string,
  store: Store | undefined = browserStore(),
  now = Date.now(),
): SavedDeck[] {
  const decks = [
    { name, text, savedAt: now },
    ...savedDecks(store).filter((deck) => deck.name !== name),
  ];
  store?.setItem(SAVED_DECKS_KEY, JSON.stringify(decks));
  return decks;
}

export function deleteDeck(name: string, store: Store | undefined = browserStore()): SavedDeck[] {
  const decks = savedDecks(store).filter((deck) => deck.name !== name);
  store?.setItem(SAVED_DECKS_KEY, JSON.stringify(decks));
  return decks;
}
