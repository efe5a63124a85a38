/**
 * Which previewed runs are certain crashes: off the Grid, across a Crusher, or onto a cell a
 * cycle holds now (a trail, a wreck or a head — a head that stays is hit head-on, one that
 * leaves turns its cell into trail). The others' cards are secret, so only what is certain
 * whatever they play is told; a free cell is never promised to stay free.
 */
import { step, type Direction } from '../grid';
import { crusherOn, occupancy } from '../occupancy';
import type { AnyState } from '../state';

export function crashesOnRun(
  G: AnyState,
  from: number,
  direction: Direction,
  distance: number,
): boolean {
  const cells = occupancy(G);
  let at = from;
  for (let i = 0; i < distance; i++) {
    const next = step(at, direction, G.size);
    if (next === null || crusherOn(G, at, next)) return true;
    const occupant = cells[next];
    if (occupant && occupant.kind !== 'flag') return true;
    at = next;
  }
  return false;
}
