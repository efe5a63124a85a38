/**
 * What the balance report (`npm run balance -- megaman`) cannot guess: each seat's deck by its
 * key (`gutsman-60`, `custom`), the card each move plays by its name, and the decks its
 * deck-against-deck table pairs by default — the eight preconstructed decks.
 */
import type { AiMove, BalanceSupport } from '@gridplay/core';
import { cardTitle } from './cards';
import { PRECONSTRUCTED_DECKS } from './precons';
import type { MegaManState, Seat } from './state';

/** Moves that put a card from the hand into play (a resource) or resolve it (chip, event). */
const PLAYS_A_CARD = new Set(['playChip', 'playEvent', 'playResource']);

export const balance: BalanceSupport<MegaManState> = {
  // Empty while a player has yet to bring a deck at the table: then the report's default.
  deck: (G, _ctx, seat) => G.seats[seat as Seat].deckName || undefined,
  card: (_G, _ctx, _seat, choice: AiMove) =>
    'move' in choice && PLAYS_A_CARD.has(choice.move) && typeof choice.args?.[0] === 'string'
      ? cardTitle(choice.args[0])
      : undefined,
  pairings: { options: ['deck0', 'deck1'], decks: PRECONSTRUCTED_DECKS.map((deck) => deck.key) },
};
