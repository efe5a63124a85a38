import { z } from 'zod';
import { defineMove, draw } from '@gridplay/core';
import { LIMIT, valueOf } from './cards';
import type { State } from './state';

/** Play one card from your hand onto the pile, then draw one. */
export const playCard = defineMove<State, [string]>({
  args: z.tuple([z.string()]),
  check: ({ G, playerID }, card) =>
    G.hands[playerID]?.includes(card) ? undefined : 'You can only play a card from your hand.',
  apply: ({ G, playerID, random, events }, card) => {
    const hand = G.hands[playerID];
    hand.splice(hand.indexOf(card), 1);
    G.pile.push(card);
    G.total += valueOf(card);
    G.lastPlayer = playerID;
    if (G.total < LIMIT) draw({ deck: G.deck, discard: [] }, hand, 1, random);
    events.endTurn();
  },
  describe: ({ G, playerID }, card) =>
    `Player ${Number(playerID) + 1} plays ${valueOf(card)} (pile ${G.total + valueOf(card)})`,
});
