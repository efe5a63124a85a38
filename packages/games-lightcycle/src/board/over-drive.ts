/**
 * Over-Drive on the Grid: each legal distance of a Regular card is the cell it would end on,
 * along the turned direction from the head, so the player picks the cell instead of a number.
 */
import { step, turnTo, type Turn } from '../grid';
import type { AnyState, Choice } from '../state';

export interface DistanceCell {
  /** Where the card ends; null when the run leaves the Grid (legal, and a crash). */
  cell: number | null;
  distance: number;
  choice: Choice;
}

export function distanceCells(
  G: AnyState,
  player: string,
  turn: Turn,
  legal: Choice[],
): DistanceCell[] {
  const cycle = G.seats[player].cycle;
  if (cycle.head === null) return [];
  const direction = turnTo(cycle.facing, turn);
  const cells: DistanceCell[] = [];
  for (const choice of legal) {
    if (choice.card !== turn) continue;
    const distance = (choice as { distance?: number }).distance ?? 1;
    let cell: number | null = cycle.head;
    for (let i = 0; i < distance && cell !== null; i++) cell = step(cell, direction, G.size);
    cells.push({ cell, distance, choice });
  }
  return cells;
}
