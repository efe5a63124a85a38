/**
 * Spending a resource in a main phase, on either player's turn: it goes from play to the
 * discard pile and does what its text says after "SPEND:".
 */
import { defineMove } from '@gridplay/core';
import { cardDef } from '../cards';
import { afterAction } from '../phases/3-main';
import { handOn } from '../phases/flow';
import { spendRefusal } from '../rules';
import { resolveAction } from '../triggers';
import type { MegaManState, Seat } from '../state';
import { cardAction, mainActionWords } from '../main-action';
import { cardArgs, notYourDecision, type CardArgs } from './common';

export const spend = defineMove<MegaManState, CardArgs>({
  args: cardArgs,
  check: (context, card, choice) =>
    notYourDecision(context, 'main') ??
    spendRefusal(context.G, context.playerID as Seat, card, choice),
  apply: ({ G, playerID, random, events }, card, choice) => {
    const seat = playerID as Seat;
    const def = cardDef(card);
    const { resources, discard } = G.seats[seat];
    resources.splice(resources.indexOf(card), 1);
    resolveAction(G, seat, random, (happen) => {
      def.effect!({ G, seat, random, choice, happen, cardDef });
      discard.push(card);
      happen('spend');
    });
    afterAction(G, cardAction(seat, 'spend', card, choice));
    handOn(G, events);
  },
  describe: ({ playerID }, card, choice) =>
    mainActionWords(cardAction(playerID as Seat, 'spend', card, choice)),
});
