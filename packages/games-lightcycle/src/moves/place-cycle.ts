/** Setup: place the head on any empty cell, then the first trail cell on a neighbour (the facing). */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { cellName, directionBetween, DIRECTION_NAMES } from '../grid';
import { label } from '../names';
import { afterPlacement } from '../phases/1-placement';
import { placementRefusal } from '../rules';
import type { LightcycleState } from '../state';

export const placeCycle = defineMove<LightcycleState, [number, number]>({
  args: z.tuple([z.number().int(), z.number().int()]),
  check: ({ G, playerID }, head, tail) => placementRefusal(G, playerID, head, tail),
  describe: ({ G, playerID }, head, tail) =>
    `${label(playerID)} places their cycle on ${cellName(head, G.size)}, facing ${DIRECTION_NAMES[directionBetween(tail, head, G.size)!]}.`,
  apply: (context, head, tail) => {
    const { G, playerID } = context;
    G.seats[playerID].cycle = {
      head,
      tail: [tail],
      facing: directionBetween(tail, head, G.size)!,
      alive: true,
    };
    afterPlacement(context);
  },
});
