/** Respawn: the cycle is back on a random cell; its owner picks the first trail cell (the facing). */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { cellName, directionBetween, DIRECTION_NAMES } from '../grid';
import { continueRespawns } from '../phases/6-respawn';
import { label } from '../names';
import { facingRefusal } from '../rules';
import type { LightcycleState } from '../state';

export const chooseFacing = defineMove<LightcycleState, [number]>({
  args: z.tuple([z.number().int()]),
  check: ({ G, playerID }, tail) => facingRefusal(G, playerID, tail),
  describe: ({ G, playerID }, tail) => {
    const head = G.seats[playerID].cycle.head!;
    return `${label(playerID)} respawns on ${cellName(head, G.size)}, facing ${DIRECTION_NAMES[directionBetween(tail, head, G.size)!]}.`;
  },
  apply: (context, tail) => {
    const { G, playerID } = context;
    const cycle = G.seats[playerID].cycle;
    cycle.tail = [tail];
    cycle.facing = directionBetween(tail, cycle.head!, G.size)!;
    G.respawnQueue.shift();
    continueRespawns(context);
  },
});
