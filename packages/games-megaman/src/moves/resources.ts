/** The resource phase: play a resource into an empty place, or stop playing resources. */
import { defineMove } from '@gridplay/core';
import { z } from 'zod';
import { cardTitle } from '../cards';
import { continueResourcePhase } from '../phases/2-resource';
import { beginMainPhase } from '../phases/3-main';
import { handOn } from '../phases/flow';
import { resourceRefusal } from '../rules';
import { seatLabel, type MegaManState, type Seat } from '../state';
import { inHand, notYourDecision } from './common';

export const playResource = defineMove<MegaManState, [string]>({
  args: z.tuple([z.string()]),
  check: (context, card) =>
    notYourDecision(context, 'resources') ??
    (inHand(context.G, context.playerID as Seat, card)
      ? undefined
      : 'You can only play a resource from your hand.') ??
    resourceRefusal(context.G, context.playerID as Seat, card),
  apply: ({ G, playerID, events }, card) => {
    const seat = playerID as Seat;
    const { hand, resources } = G.seats[seat];
    resources.push(...hand.splice(hand.indexOf(card), 1));
    G.resourcesPlayed++;
    continueResourcePhase(G, seat);
    handOn(G, events);
  },
  describe: ({ playerID }, card) => `${seatLabel(playerID)} plays the resource ${cardTitle(card)}.`,
});

export const endResources = defineMove<MegaManState>({
  args: z.tuple([]),
  check: (context) => notYourDecision(context, 'resources'),
  apply: ({ G, playerID, events }) => {
    beginMainPhase(G, playerID as Seat);
    handOn(G, events);
  },
  describe: ({ playerID }) => `${seatLabel(playerID)} plays no more resources.`,
});
