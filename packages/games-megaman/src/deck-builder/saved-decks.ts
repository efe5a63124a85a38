/**
 * The deck builder's saved decks, as list text (the text the custom-list option and a brought
 * deck take): the app's saved items of this tool — in the player's account when logged in, in
 * this browser otherwise. The builder saves them; the table offers them (board/BringDeck.tsx).
 */
import { useSavedItems, type SavedItemsState } from '@gridplay/table';
import { meta } from '../meta';
import { adoptLegacyDecks } from './legacy-decks';

export const DECK_BUILDER_TOOL = 'deck-builder';

// Once per page load, before anything reads them: decks saved under the first builder's key.
try {
  adoptLegacyDecks(meta.id, DECK_BUILDER_TOOL, localStorage);
} catch {
  // No storage here (a worker, a test, a browser that forbids it): nothing to adopt.
}

export function useSavedDecks(): SavedItemsState {
  return useSavedItems(meta.id, DECK_BUILDER_TOOL);
}

/** "in your account" or "in this browser", for the page's words. */
export function whereWords(where: SavedItemsState['where']): string {
  return where === 'account' ? 'in your account' : 'in this browser';
}
