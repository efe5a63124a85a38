/** Discarding down to the hand limit of 5, one card at a time. */
import { defineMove } from '@gridplay/core';
import { z } from 'zod';
import { cardTitle } from '../cards';
import { afterDraw } from '../phases/1-draw';
import { handOn } from '../phases/flow';
import { HAND_LIMIT, seatLabel, type MegaManState, type Seat } from '../state';
import { inHand, notYourDecision } from './common';

export const discardDown = defineMove<MegaManState, [string]>({
  args: z.tuple([z.string()]),
  check: (context, card) => {
    const { G, playerID } = context;
    return (
      notYourDecision(context, 'discardDown') ??
      (inHand(G, playerID as Seat, card)
        ? undefined
        : 'You can only discard a card from your hand.') ??
      (G.seats[playerID as Seat].hand.length > HAND_LIMIT
        ? undefined
        : `You have ${HAND_LIMIT} cards or fewer already.`)
    );
  },
  apply: ({ G, playerID, events }, card) => {
    const seat = playerID as Seat;
    const { hand, discard } = G.seats[seat];
    discard.push(...hand.splice(hand.indexOf(card), 1));
    afterDraw(G, seat);
    handOn(G, events);
  },
  describe: ({ playerID }, card) =>
    `${seatLabel(playerID)} discards ${cardTitle(card)} (hand limit 5).`,
});
