/** Discarding down to the hand limit of 5, one card at a time. */
import { defineToldMove } from '../phases/chronicle';
import { z } from 'zod';
import { cardTitle } from '../cards';
import { afterDraw } from '../phases/draw-phase';
import { HAND_LIMIT, seatLabel, type Seat } from '../state';
import { handOn, inHand, notYourDecision } from './common';

export const discardDown = defineToldMove<[string]>({
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
