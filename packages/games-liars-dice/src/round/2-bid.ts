/**
 * Step 2: from the opener round the table, each player raises the bid or calls Dudo (or, with
 * the option, Calza). A raise is more dice of any face, or as many dice of a higher face. Aces
 * (1s) are wild, so they count double: bidding aces needs at least half the quantity (rounded
 * up), leaving aces at least double plus one. The first bid of a round may not be on aces. In a
 * Palifico round aces are not wild, any face may open, and the face may not change.
 */
import { z } from 'zod';
import { defineMove, seatName } from '@gridplay/core';
import { ACE, diceWords, FACES, type Face } from '../dice';
import { meta } from '../meta';
import type { Bid, State, View } from '../state';
import { diceOnTable } from './seats';

/** The fewest dice of `face` that beat `bid`, or null when `face` may not be bid now. */
export function lowestQuantity(bid: Bid | null, face: Face, palifico: boolean): number | null {
  if (bid === null) return face === ACE && !palifico ? null : 1;
  if (palifico) return face === bid.face ? bid.quantity + 1 : null;
  if (face === ACE) return bid.face === ACE ? bid.quantity + 1 : Math.ceil(bid.quantity / 2);
  if (bid.face === ACE) return bid.quantity * 2 + 1;
  return face > bid.face ? bid.quantity : bid.quantity + 1;
}

/** The rule a bid of `quantity` × `face` breaks now, in player words, or undefined. */
export function whyNotABid(G: State | View, quantity: number, face: Face): string | undefined {
  const onTable = diceOnTable(G);
  if (quantity > onTable) return `There are only ${onTable} dice on the table.`;
  const lowest = lowestQuantity(G.bid, face, G.palifico);
  if (lowest !== null && quantity >= lowest) return undefined;
  const { bid } = G;
  if (bid === null) return 'The first bid of a round may not be on aces.';
  const current = diceWords(bid.quantity, bid.face);
  if (G.palifico) {
    return face === bid.face
      ? `Palifico: raise the quantity above ${current}.`
      : `Palifico: the face may not change; bid more ${FACES[bid.face - 1].many}.`;
  }
  if (face === ACE && bid.face !== ACE)
    return `Bidding aces needs at least half of ${bid.quantity}, rounded up: ${diceWords(lowest!, ACE)} or more.`;
  if (face !== ACE && bid.face === ACE)
    return `Leaving aces needs at least double ${bid.quantity} plus one: ${diceWords(lowest!, face)} or more.`;
  return `A raise is more dice, or as many dice of a higher face, than ${current}.`;
}

/** Raise the bid: "at least `quantity` dice under all the cups show `face`". */
export const bid = defineMove<State, [number, Face]>({
  args: z.tuple([z.number().int().min(1), z.literal([1, 2, 3, 4, 5, 6])]),
  check: ({ G }, quantity, face) => whyNotABid(G, quantity, face),
  apply: ({ G, playerID }, quantity, face) => {
    G.bid = { quantity, face, bidder: playerID };
  },
  describe: ({ G, playerID }, quantity, face) =>
    `${seatName(meta, playerID)} ${G.bid ? 'raises to' : 'opens with'} ${diceWords(quantity, face)}`,
});
