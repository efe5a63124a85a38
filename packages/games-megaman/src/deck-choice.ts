/**
 * How a seat's deck is chosen. A setup option names a demo deck, or `OWN_DECK`: then the player
 * brings a deck at the table, secretly (`bring-deck.ts`) — a demo deck or a list of their own,
 * which nobody else ever receives (RULINGS §5). Light on purpose: the lobby's meta imports it.
 */
export const OWN_DECK = 'own';

/** What a player brings: a demo deck by key (public), or their own list as text (secret). */
export type BroughtDeck = { deck: string } | { list: string };
