/** The mulligan (before round 1) and the Data Input hand limit. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardName } from '../cards';
import { drawCards, discardFromHand } from '../effects';
import { beginMulligan, mulliganRefusal } from '../phases/0-mulligan';
import { nextOverHandLimit } from '../phases/flow';
import { HAND_LIMIT, SeatName, STARTING_HAND, TRON, type TronMcpState } from '../state';
import { notYourDecision } from './common';

/** `mulligan(n)` asks for the n-th mulligan, so a repeated click cannot mulligan twice. */
export const mulligan = defineMove<TronMcpState, [number]>({
  args: z.tuple([z.number().int()]),
  check: (c, nth) =>
    notYourDecision(c, 'mulligan') ??
    mulliganRefusal(c.G) ??
    (nth !== c.G.mulligans + 1
      ? `That was a request for mulligan ${nth}; this would be mulligan ${c.G.mulligans + 1}.`
      : undefined),
  apply: ({ G, random, events }) => {
    const piles = G.seats[TRON];
    piles.deck.push(...piles.hand.splice(0));
    piles.deck = random.Shuffle(piles.deck);
    drawCards(G, TRON, STARTING_HAND, random);
    G.mulligans += 1;
    G.pending = beginMulligan(G);
    followPendingDecision(G, events);
  },
  describe: ({ G }) => `Tron shows a hand with no Program and mulligans (${G.mulligans + 1} of 3)`,
});

export const discardExcess = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) => {
    const refusal = notYourDecision(c, 'discardDown');
    if (refusal) return refusal;
    const hand = c.G.seats[c.playerID as '0' | '1'].hand;
    if (!hand.includes(card)) return 'That card is not in your hand.';
    if (hand.length <= HAND_LIMIT) return `Your hand is within the limit of ${HAND_LIMIT}.`;
    return undefined;
  },
  apply: ({ G, playerID, events }, card) => {
    discardFromHand(G, playerID as '0' | '1', card);
    G.pending = nextOverHandLimit(G);
    followPendingDecision(G, events);
  },
  describe: ({ playerID }, card) =>
    `${SeatName(playerID)} discards ${cardName(card)} (hand limit ${HAND_LIMIT})`,
});
