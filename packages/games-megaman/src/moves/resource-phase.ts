/** The resource phase: play a resource into an empty place, or stop playing resources. */
import { defineToldMove } from '../phases/chronicle';
import { z } from 'zod';
import { cardTitle } from '../cards';
import { beginMainPhase } from '../phases/main-phase';
import { continueResourcePhase } from '../phases/resource-phase';
import { resourceProblem } from '../rules';
import { seatLabel, type Seat } from '../state';
import { handOn, inHand, notYourDecision } from './common';

export const playResource = defineToldMove<[string]>({
  args: z.tuple([z.string()]),
  check: (context, card) =>
    notYourDecision(context, 'resources') ??
    (inHand(context.G, context.playerID as Seat, card)
      ? undefined
      : 'You can only play a resource from your hand.') ??
    resourceProblem(context.G, context.playerID as Seat, card),
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

export const endResources = defineToldMove<[]>({
  args: z.tuple([]),
  check: (context) => notYourDecision(context, 'resources'),
  apply: ({ G, playerID, events }) => {
    beginMainPhase(G, playerID as Seat);
    handOn(G, events);
  },
  describe: ({ playerID }) => `${seatLabel(playerID)} plays no more resources.`,
});
