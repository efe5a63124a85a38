/**
 * The Grid: a square board of side 6 + 2·N. Cells are numbered row by row (`row * size + col`),
 * so a cycle's trail is a plain list of numbers; Crushers sit on the edge between two
 * orthogonally adjacent cells.
 */

/** Facing on the board: 0 north (up), 1 east, 2 south, 3 west. */
export type Direction = 0 | 1 | 2 | 3;

/** A movement card's direction, relative to the cycle's facing. There is no U-turn. */
export type Turn = 'forward' | 'left' | 'right';
export const TURNS: readonly Turn[] = ['forward', 'left', 'right'];

/** An edge between two orthogonal neighbours, smaller cell first. */
export type Edge = [number, number];

export const boardSize = (numPlayers: number): number => 6 + 2 * numPlayers;

export const rowOf = (cell: number, size: number): number => Math.floor(cell / size);
export const colOf = (cell: number, size: number): number => cell % size;

export function isCell(cell: unknown, size: number): cell is number {
  return Number.isInteger(cell) && (cell as number) >= 0 && (cell as number) < size * size;
}

export function turnTo(facing: Direction, turn: Turn): Direction {
  if (turn === 'forward') return facing;
  return ((facing + (turn === 'left' ? 3 : 1)) % 4) as Direction;
}

/** The neighbour of `cell` in `direction`, or null past the edge of the Grid. */
export function step(cell: number, direction: Direction, size: number): number | null {
  const row = rowOf(cell, size);
  const col = colOf(cell, size);
  switch (direction) {
    case 0:
      return row > 0 ? cell - size : null;
    case 1:
      return col < size - 1 ? cell + 1 : null;
    case 2:
      return row < size - 1 ? cell + size : null;
    case 3:
      return col > 0 ? cell - 1 : null;
  }
}

export function neighbours(cell: number, size: number): number[] {
  const out: number[] = [];
  for (const direction of [0, 1, 2, 3] as Direction[]) {
    const next = step(cell, direction, size);
    if (next !== null) out.push(next);
  }
  return out;
}

/** The direction from `from` to its orthogonal neighbour `to`, or null if they are not neighbours. */
export function directionBetween(from: number, to: number, size: number): Direction | null {
  for (const direction of [0, 1, 2, 3] as Direction[])
    if (step(from, direction, size) === to) return direction;
  return null;
}

export function edgeOf(a: number, b: number): Edge {
  return a < b ? [a, b] : [b, a];
}

export const sameEdge = (x: Edge | null, y: Edge | null): boolean =>
  x !== null && y !== null && x[0] === y[0] && x[1] === y[1];

/** Every inner edge of the Grid (between two cells), in a fixed order. */
export function innerEdges(size: number): Edge[] {
  const edges: Edge[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (colOf(cell, size) < size - 1) edges.push([cell, cell + 1]);
    if (rowOf(cell, size) < size - 1) edges.push([cell, cell + size]);
  }
  return edges;
}

/** Chess-like name for the log: column letter, row number from the top ("C4"). */
export function cellName(cell: number, size: number): string {
  return `${String.fromCharCode(65 + colOf(cell, size))}${rowOf(cell, size) + 1}`;
}

export const DIRECTION_NAMES = ['north', 'east', 'south', 'west'] as const;
