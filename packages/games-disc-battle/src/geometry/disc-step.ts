/**
 * The two ways a disc travels. A step: lay the Movement Base from the marker's arrow end and move
 * the marker to its far end — the arrow travels 8″, and the strip from the old arrow to the new
 * one is what the step sweeps. A throw: the Movement Base starts at the thrower's base edge, so
 * the arrow ends 2″ + 8″ from the base centre; the first 2″ lie inside the thrower's own base and
 * sweep nothing.
 */
import type { GridBounds } from './grid';
import { pathFrom, tracePath, type Path } from './path';
import { BASE_RADIUS, MARKER_LENGTH, STEP_LENGTH } from './shapes';
import type { Vec } from './vector';

export interface DiscPose {
  /** The marker's arrow end. */
  readonly tip: Vec;
  readonly bearing: number;
}

export function discStep(grid: GridBounds, disc: DiscPose): Path {
  return tracePath(grid, disc.tip, disc.bearing, STEP_LENGTH);
}

export function throwPath(grid: GridBounds, baseCentre: Vec, bearing: number): Path {
  return pathFrom(tracePath(grid, baseCentre, bearing, BASE_RADIUS + STEP_LENGTH), BASE_RADIUS);
}

/**
 * Where a disc lies after a Block or a hit: its small end against the base, pointing away along
 * `bearing` — the arrow 2″ + 2″ from the base centre, reflected back onto the Grid if a wall is
 * nearer than that.
 */
export function placeAgainstBase(grid: GridBounds, baseCentre: Vec, bearing: number): DiscPose {
  const path = tracePath(grid, baseCentre, bearing, BASE_RADIUS + MARKER_LENGTH);
  return { tip: path.end, bearing: path.bearing };
}
