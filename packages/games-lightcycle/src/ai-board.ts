/**
 * The board as the bot's evaluation and rollout read it, thousands of times a second: which
 * cells a cycle stands on, where the flags are, and which lines carry a Crusher — in typed
 * arrays and one Set, instead of `occupancy`'s object per cell and `crusherOn`'s new edge per
 * question. It answers exactly as `occupancy` and `crusherOn` do.
 */
import { seatIds, type AnyState } from './state';

/** What stands on a cell, as `occupancy` has it (heads and trails over flags). */
export const FREE = 0;
export const CYCLE = 1;
export const FLAG = 2;

export interface BoardScan {
  size: number;
  /** FREE, CYCLE or FLAG per cell. */
  kind: Uint8Array;
  /** The flag's id on FLAG cells. */
  flagId: Int32Array;
  /** Lines with a Crusher, as `lineKey`; null when no Crusher is on the board. */
  crusherLines: Set<number> | null;
}

export function scanBoard(G: Pick<AnyState, 'size' | 'seats' | 'flags' | 'crushers'>): BoardScan {
  const cells = G.size * G.size;
  const kind = new Uint8Array(cells);
  const flagId = new Int32Array(cells);
  for (const flag of G.flags) {
    kind[flag.cell] = FLAG;
    flagId[flag.cell] = flag.id;
  }
  for (const player of seatIds(G)) {
    const { cycle } = G.seats[player];
    for (const cell of cycle.tail) kind[cell] = CYCLE;
    if (cycle.head !== null) kind[cycle.head] = CYCLE;
  }
  let crusherLines: Set<number> | null = null;
  for (const crusher of G.crushers) {
    if (crusher.edge === null) continue;
    crusherLines ??= new Set();
    crusherLines.add(lineKey(crusher.edge[0], crusher.edge[1], cells));
  }
  return { size: G.size, kind, flagId, crusherLines };
}

/** The line between two neighbouring cells, the same whichever cell comes first. */
function lineKey(a: number, b: number, cells: number): number {
  return a < b ? a * cells + b : b * cells + a;
}

/** `crusherOn(G, a, b)`: a Crusher stands on the line between `a` and `b`. */
export function crusherBetween(scan: BoardScan, a: number, b: number): boolean {
  return scan.crusherLines !== null && scan.crusherLines.has(lineKey(a, b, scan.size * scan.size));
}

/**
 * The neighbours of `cell` in `neighbours`' order (north, east, south, west) written into `out`
 * (at least 4 long); returns how many. No array per call: the searches run this per cell.
 */
export function neighboursInto(cell: number, size: number, out: Int32Array): number {
  const row = Math.floor(cell / size);
  const col = cell % size;
  let n = 0;
  if (row > 0) out[n++] = cell - size;
  if (col < size - 1) out[n++] = cell + 1;
  if (row < size - 1) out[n++] = cell + size;
  if (col > 0) out[n++] = cell - 1;
  return n;
}
