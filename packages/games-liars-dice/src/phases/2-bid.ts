/**
 * Step 2: from the opener round the table, each player raises the bid or calls Dudo (or, with
 * the option, Calza). A raise is more dice of any face, or as many dice of a higher face. Aces
 * (1s) are wild, so they count double: bidding aces needs at least half the quantity (rounded
 * up), leaving aces at least double plus one. The first bid of a round may not be on aces. In a
 * Palifico round aces are not wild, any face may open, and the face may not change.
 */
import { z } from 'zod';
import { defineMove, seatName } from '@gridplay/core';
import { diceWords, type Face } from '../dice';
import { meta } from '../meta';
import { bidRefusal } from '../rules';
import type { State } from '../state';

/** Raise the bid: "at least `quantity` dice under all the cups show `face`". */
export const bid = defineMove<State, [number, Face]>({
  args: z.tuple([z.number().int().min(1), z.literal([1, 2, 3, 4, 5, 6])]),
  check: ({ G }, quantity, face) => bidRefusal(G, quantity, face),
  apply: ({ G, playerID }, quantity, face) => {
    G.bid = { quantity, face, bidder: playerID };
  },
  describe: ({ G, playerID }, quantity, face) =>
    `${seatName(meta, playerID)} ${G.bid ? 'raises to' : 'opens with'} ${diceWords(quantity, face)}`,
});
