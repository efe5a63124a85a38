/**
 * Where game tools keep what they save (a deck builder's decks, read again at the table): in the
 * account while someone is logged in, in this browser for a guest. Tool pages and boards read it
 * through core's `useSavedItems`; they never know which.
 */
import type { ReactNode } from 'react';
import { browserSavedItems, type SavedItems, type SavedItemsSource } from '@gridplay/core';
import { SavedItemsContext } from '@gridplay/table';
import { useCurrentAccount } from './current-account';
import { accountSavedItems } from './saved-items-api';

/** Before the server has said who is logged in: nothing to show yet, nothing saved anywhere. */
const undecided: SavedItemsSource = (): SavedItems => {
  const notYet = async (): Promise<never> => {
    throw new Error('Still finding out whether you are logged in: try again in a moment.');
  };
  return {
    where: 'browser',
    // The list waits: the provider swaps this store for the real one when the answer comes.
    list: () => new Promise<never>(() => {}),
    save: notYet,
    remove: notYet,
  };
};

export function SavedItemsProvider({ children }: { children: ReactNode }) {
  const account = useCurrentAccount();
  const source =
    account === undefined ? undecided : account === null ? browserSavedItems : accountSavedItems;
  return <SavedItemsContext.Provider value={source}>{children}</SavedItemsContext.Provider>;
}
