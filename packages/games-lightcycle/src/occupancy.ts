/**
 * What stands on each cell: a head, a trail cell or a flag. Wrecks (cycles that crashed this
 * round) still count until the end of the round.
 */
import { directionBetween, edgeOf, innerEdges, sameEdge, type Edge } from './grid';
import { seatIds, type AnyState, type PlayerId } from './state';

export type Occupant =
  | { kind: 'head'; player: PlayerId; alive: boolean }
  | { kind: 'tail'; player: PlayerId; index: number }
  | { kind: 'flag'; flag: number };

/** The cycle pieces on every cell (heads over trails); flags only where no cycle stands. */
export function occupancy(G: Pick<AnyState, 'size' | 'seats' | 'flags'>): (Occupant | null)[] {
  const cells: (Occupant | null)[] = new Array(G.size * G.size).fill(null);
  for (const flag of G.flags) cells[flag.cell] = { kind: 'flag', flag: flag.id };
  for (const player of seatIds(G)) {
    const { cycle } = G.seats[player];
    cycle.tail.forEach((cell, index) => (cells[cell] = { kind: 'tail', player, index }));
  }
  for (const player of seatIds(G)) {
    const { cycle } = G.seats[player];
    if (cycle.head !== null) cells[cycle.head] = { kind: 'head', player, alive: cycle.alive };
  }
  return cells;
}

/** Cells with no head, trail or flag. */
export function emptyCells(G: Pick<AnyState, 'size' | 'seats' | 'flags'>): number[] {
  const cells = occupancy(G);
  const out: number[] = [];
  cells.forEach((occupant, cell) => occupant === null && out.push(cell));
  return out;
}

export function crusherOn(G: Pick<AnyState, 'crushers'>, a: number, b: number): boolean {
  const edge = edgeOf(a, b);
  return G.crushers.some((crusher) => sameEdge(crusher.edge, edge));
}

/** Why a Crusher may not go on `edge` now (the rulebook's placement limits), or undefined. */
export function crusherEdgeRefusal(
  G: Pick<AnyState, 'size' | 'seats' | 'crushers'>,
  edge: Edge,
  movingPiece?: number,
): string | undefined {
  const [a, b] = edge;
  if (directionBetween(a, b, G.size) === null)
    return 'A Crusher goes on the line between two neighbouring cells.';
  const taken = G.crushers.findIndex((crusher) => sameEdge(crusher.edge, edgeOf(a, b)));
  if (taken !== -1 && taken !== movingPiece) return 'A Crusher already stands on that line.';
  for (const player of seatIds(G)) {
    const { head, tail } = G.seats[player].cycle;
    if (head === null) continue;
    if (head === a || head === b) return 'A Crusher may not be placed next to a head.';
    const trail = [head, ...tail];
    for (let i = 0; i + 1 < trail.length; i++) {
      if (sameEdge(edgeOf(trail[i], trail[i + 1]), edgeOf(a, b)))
        return 'A trail crosses that line.';
    }
  }
  return undefined;
}

/** Every inner edge where a Crusher may go now (the same limits as `crusherEdgeRefusal`, computed at once). */
export function allowedCrusherEdges(
  G: Pick<AnyState, 'size' | 'seats' | 'crushers'>,
  movingPiece?: number,
): Edge[] {
  const key = (a: number, b: number) => (a < b ? a * G.size * G.size + b : b * G.size * G.size + a);
  const blocked = new Set<number>();
  const nearHead = new Set<number>();
  G.crushers.forEach(
    (crusher, i) =>
      crusher.edge && i !== movingPiece && blocked.add(key(crusher.edge[0], crusher.edge[1])),
  );
  for (const player of seatIds(G)) {
    const { head, tail } = G.seats[player].cycle;
    if (head === null) continue;
    nearHead.add(head);
    const trail = [head, ...tail];
    for (let i = 0; i + 1 < trail.length; i++) blocked.add(key(trail[i], trail[i + 1]));
  }
  return innerEdges(G.size).filter(
    ([a, b]) => !blocked.has(key(a, b)) && !nearHead.has(a) && !nearHead.has(b),
  );
}

/** The rulebook: an unplaced Crusher is used first; only when all three stand may one be moved. */
export function pieceToUse(G: Pick<AnyState, 'crushers'>, requested: number | undefined): number {
  const unplaced = G.crushers.findIndex((crusher) => crusher.edge === null);
  return unplaced !== -1 ? unplaced : (requested ?? 0);
}
