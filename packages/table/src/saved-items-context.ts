/**
 * How a tool page or a board reaches the app's saved items: the app provides a
 * `SavedItemsSource` (account-backed when logged in) through `SavedItemsContext`; without one,
 * the items are this browser's. React, so exported from `@gridplay/table`, not the rules'
 * entry point the server loads.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { browserSavedItems, type SavedItem, type SavedItemsSource } from '@gridplay/core';

export const SavedItemsContext = createContext<SavedItemsSource>(browserSavedItems);

export interface SavedItemsState {
  where: 'account' | 'browser';
  /** Newest first; undefined while they are read. */
  items: SavedItem[] | undefined;
  /** Why the items could not be read, in player words. */
  problem: string | undefined;
  /** Saves or replaces by name; rejects with the reason it was refused. */
  save(name: string, text: string): Promise<void>;
  remove(name: string): Promise<void>;
}

/** The items one tool of one game keeps, read again whenever the app's store changes (login). */
export function useSavedItems(game: string, tool: string): SavedItemsState {
  const source = useContext(SavedItemsContext);
  const store = useMemo(() => source(game, tool), [source, game, tool]);
  const [loaded, setLoaded] = useState<{ from: typeof store; items: SavedItem[] }>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let live = true;
    setProblem(undefined);
    store.list().then(
      (items) => live && setLoaded({ from: store, items }),
      (error: Error) => live && setProblem(error.message),
    );
    return () => {
      live = false;
    };
  }, [store]);

  const save = useCallback(
    async (name: string, text: string) =>
      setLoaded({ from: store, items: await store.save(name, text) }),
    [store],
  );
  const remove = useCallback(
    async (name: string) => setLoaded({ from: store, items: await store.remove(name) }),
    [store],
  );
  // Items read from the previous store (before a login) are not shown as the new store's.
  const items = loaded?.from === store ? loaded.items : undefined;
  return { where: store.where, items, problem, save, remove };
}
