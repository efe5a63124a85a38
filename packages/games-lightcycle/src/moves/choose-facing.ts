/** Respawn: the cycle is back on a random cell; its owner picks the first trail cell (the facing). */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { cellName, directionBetween, DIRECTION_NAMES, isCell } from '../grid';
import { crusherOn, occupancy } from '../occupancy';
import { continueRespawns } from '../phases/6-respawn';
import { label } from '../names';
import type { AnyState, LightcycleState } from '../state';

export function facingRefusal(G: AnyState, player: string, tail: number): string | undefined {
  const head = G.seats[player].cycle.head;
  if (head === null || G.seats[player].cycle.tail.length > 0) return 'You are not respawning now.';
  if (!isCell(tail, G.size) || directionBetween(tail, head, G.size) === null)
    return 'The first trail cell must be next to the head (up, down, left or right).';
  if (occupancy(G)[tail] !== null)
    return `${cellName(tail, G.size)} is taken: choose an empty neighbour.`;
  if (crusherOn(G, head, tail)) return 'A Crusher stands between the head and that cell.';
  return undefined;
}

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
