/**
 * What a game's tool page keeps (a deck builder's decks): named texts, kept where the app
 * decides — in the player's account when logged in, in this browser otherwise. A tool and its
 * game's board read the same items through `useSavedItems` (`@gridplay/table`); they never
 * know where the items live. This file also holds the browser's own store, the one a page uses
 * when the app provides none (tests, a guest).
 */
export interface SavedItem {
  readonly name: string;
  /** The tool's own text (a deck list); the app stores it unread. */
  readonly text: string;
  /** Milliseconds since 1970. */
  readonly savedAt: number;
}

/** One tool's items of one game. Each call resolves to the items after it, newest first. */
export interface SavedItems {
  /** Where they are kept, for the page's words ("Saved to your account"). */
  readonly where: 'account' | 'browser';
  list(): Promise<SavedItem[]>;
  /** Saves or replaces by name; rejects with an Error a player can read (too long, too many). */
  save(name: string, text: string): Promise<SavedItem[]>;
  remove(name: string): Promise<SavedItem[]>;
}

/** The app's stores: one per tool of a game. */
export type SavedItemsSource = (game: string, tool: string) => SavedItems;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const BROWSER_PREFIX = 'gridplay:saved:';

/** The localStorage key of a tool's items in this browser. */
export function browserSavedKey(game: string, tool: string): string {
  return `${BROWSER_PREFIX}${game}:${tool}`;
}

/** The game and tool of a key `browserSavedKey` made, if it is one. */
export function shelfOfBrowserKey(key: string): { game: string; tool: string } | undefined {
  if (!key.startsWith(BROWSER_PREFIX)) return undefined;
  const [game, tool, ...rest] = key.slice(BROWSER_PREFIX.length).split(':');
  return game && tool && rest.length === 0 ? { game, tool } : undefined;
}

const localStore = (): KeyValueStore | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // a browser that forbids storage throws on the very reading
  }
};

/** Items of this browser (localStorage). A store it cannot read counts as empty. */
export function browserSavedItems(
  game: string,
  tool: string,
  store: KeyValueStore | undefined = localStore(),
  now: () => number = Date.now,
): SavedItems {
  const key = browserSavedKey(game, tool);
  const read = (): SavedItem[] => {
    try {
      const parsed: unknown = JSON.parse(store?.getItem(key) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(
        (item): item is SavedItem =>
          typeof item?.name === 'string' &&
          typeof item?.text === 'string' &&
          typeof item?.savedAt === 'number',
      );
    } catch {
      return [];
    }
  };
  const write = (items: SavedItem[]): SavedItem[] => {
    try {
      if (items.length) store?.setItem(key, JSON.stringify(items));
      else store?.removeItem(key);
    } catch {
      throw new Error('This browser refused to store it (private mode, or its storage is full).');
    }
    return items;
  };
  return {
    where: 'browser',
    list: async () => read(),
    save: async (name, text) =>
      write([{ name, text, savedAt: now() }, ...read().filter((item) => item.name !== name)]),
    remove: async (name) => write(read().filter((item) => item.name !== name)),
  };
}
