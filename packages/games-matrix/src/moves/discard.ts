/** Time phase: a player over the hand limit discards one card at a time, down to 10. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardName } from '../cards';
import { discardFromHand } from '../effects';
import { nextOverHandLimit } from '../phases/1-time';
import { SeatName, type MatrixState, type Seat } from '../state';
import { notYourDecision } from './common';

export const discardDown = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'discardDown') ??
    (c.G.seats[c.playerID as Seat].hand.includes(card)
      ? undefined
      : 'That card is not in your hand.'),
  apply: ({ G, playerID, events }, card) => {
    discardFromHand(G, playerID as Seat, card);
    G.pending = nextOverHandLimit(G);
    followPendingDecision(G, events);
  },
  describe: ({ playerID }, card) =>
    `${SeatName(playerID)} discard ${cardName(card)} (hand limit 10)`,
});
