/** The Grid: a square of `size` inches, corner (0, 0) at the south-west. */
import { BASE_RADIUS, DISC_WIDTH } from './shapes';
import { EPSILON } from './tolerance';
import type { Vec } from './vector';

export interface GridBounds {
  readonly size: number;
}

/**
 * The box a disc's centre line may occupy: half the disc's width in from every wall, so the
 * whole 1″-wide strip stays on the Grid. A disc reflects when its centre line reaches this box.
 */
export const discLane = (grid: GridBounds) => ({
  min: DISC_WIDTH / 2,
  max: grid.size - DISC_WIDTH / 2,
});

/** Whether a whole Action Base centred here lies on the Grid. */
export function baseFits(grid: GridBounds, centre: Vec): boolean {
  const low = BASE_RADIUS - EPSILON;
  const high = grid.size - BASE_RADIUS + EPSILON;
  return centre.x >= low && centre.x <= high && centre.y >= low && centre.y <= high;
}

/** Whether a point is inside the disc lane (within EPSILON). */
export function inDiscLane(grid: GridBounds, point: Vec): boolean {
  const { min, max } = discLane(grid);
  return (
    point.x >= min - EPSILON &&
    point.x <= max + EPSILON &&
    point.y >= min - EPSILON &&
    point.y <= max + EPSILON
  );
}
