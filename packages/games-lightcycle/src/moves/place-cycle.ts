/** Setup: place the head on any empty cell, then the first trail cell on a neighbour (the facing). */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { cellName, directionBetween, DIRECTION_NAMES, isCell } from '../grid';
import { occupancy } from '../occupancy';
import { label } from '../names';
import type { AnyState, LightcycleState } from '../state';
import { afterPlacement } from '../phases/1-placement';

export function placementRefusal(
  G: AnyState,
  player: string,
  head: number,
  tail: number,
): string | undefined {
  if (G.seats[player].cycle.head !== null) return 'Your cycle is already on the Grid.';
  if (!isCell(head, G.size) || !isCell(tail, G.size))
    return `Cells are numbered 0 to ${G.size * G.size - 1}.`;
  const cells = occupancy(G);
  if (cells[head] !== null)
    return `${cellName(head, G.size)} is taken: put the head on an empty cell.`;
  if (directionBetween(tail, head, G.size) === null)
    return 'The first trail cell must be next to the head (up, down, left or right).';
  if (cells[tail] !== null)
    return `${cellName(tail, G.size)} is taken: put the trail on an empty cell.`;
  return undefined;
}

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
