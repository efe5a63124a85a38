/**
 * Playing a card from hand in a main phase, on either player's turn: an event (as many as the
 * player likes) or a BattleChip (one per player per main phase). Every effect of the card, and
 * the "whenever" answers to it, complete before the opponent's opportunity.
 */
import { defineMove } from '@gridplay/core';
import { cardDef } from '../cards';
import { afterAction } from '../phases/3-main';
import { handOn } from '../phases/flow';
import { playRefusal } from '../rules';
import { resolveAction } from '../triggers';
import type { MegaManState, Seat } from '../state';
import { cardAction, mainActionWords } from '../main-action';
import { cardArgs, notYourDecision, type CardArgs } from './common';

function playFromHand(kind: 'event' | 'chip') {
  return defineMove<MegaManState, CardArgs>({
    args: cardArgs,
    check: (context, card, choice) =>
      notYourDecision(context, 'main') ??
      playRefusal(context.G, context.playerID as Seat, kind, card, choice),
    apply: ({ G, playerID, random, events }, card, choice) => {
      const seat = playerID as Seat;
      const def = cardDef(card);
      const { hand, discard } = G.seats[seat];
      hand.splice(hand.indexOf(card), 1);
      if (kind === 'chip') G.main.chip[seat] = { card, canceled: false };
      resolveAction(G, seat, random, (happen) => {
        def.effect?.({ G, seat, random, choice, happen, cardDef });
        discard.push(card);
        happen(kind);
      });
      afterAction(G, cardAction(seat, kind, card, choice));
      handOn(G, events);
    },
    describe: ({ playerID }, card, choice) =>
      mainActionWords(cardAction(playerID as Seat, kind, card, choice)),
  });
}

export const playEvent = playFromHand('event');
export const playChip = playFromHand('chip');
