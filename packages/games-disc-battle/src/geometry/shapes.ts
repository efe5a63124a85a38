/**
 * The table pieces as shapes (RULINGS §3): an Action Base is a circle of radius 2″; the Disc
 * Marker is a 1″×2″ rectangle with an arrow at one small end; the Disc Movement Base is 1″×6″.
 */
import { EPSILON } from './tolerance';
import { add, distance, dot, perpendicular, scale, sub, unitFromBearing, type Vec } from './vector';

export const BASE_RADIUS = 2;
export const DISC_WIDTH = 1;
export const MARKER_LENGTH = 2;
export const MOVEMENT_BASE_LENGTH = 6;
/** One disc step: the Movement Base laid from the arrow, then the marker moved to its far end. */
export const STEP_LENGTH = MOVEMENT_BASE_LENGTH + MARKER_LENGTH;
/** How far a base may move: its centre at most 4″ from where it was. */
export const MOVE_REACH = 4;
/** A disc further than this from its owner's base centre may be recalled. */
export const RECALL_DISTANCE = 12;

export interface Circle {
  readonly centre: Vec;
  readonly radius: number;
}

/** A rectangle along the segment from `from` to `to`, `width` wide (its centre line is the segment). */
export interface Strip {
  readonly from: Vec;
  readonly to: Vec;
  readonly width: number;
}

export const baseCircle = (centre: Vec): Circle => ({ centre, radius: BASE_RADIUS });

/** Two bases overlap when their circles share area (touching edges is not overlapping). */
export const basesOverlap = (a: Vec, b: Vec): boolean => distance(a, b) < 2 * BASE_RADIUS - EPSILON;

/** The Disc Marker at rest: its arrow end at `tip`, pointing along `bearing`. */
export function markerStrip(tip: Vec, bearing: number): Strip {
  return {
    from: sub(tip, scale(unitFromBearing(bearing), MARKER_LENGTH)),
    to: tip,
    width: DISC_WIDTH,
  };
}

/**
 * Where along a strip (from its `from` end) a circle is first met when the strip is laid
 * progressively from `from` to `to`: 0 if the circle already meets the strip's first edge, the
 * strip's length at most, or null when the circle does not meet the strip at all. Exact: the
 * circle's centre in the strip's own frame, the strip as the rectangle [0, L] × [-w/2, w/2].
 */
export function firstContactOnStrip(strip: Strip, circle: Circle): number | null {
  const along = sub(strip.to, strip.from);
  const stripLength = Math.hypot(along.x, along.y);
  if (stripLength <= EPSILON) return null;
  const u = scale(along, 1 / stripLength);
  const offset = sub(circle.centre, strip.from);
  const cu = dot(offset, u);
  const cv = dot(offset, perpendicular(u));
  const reach = circle.radius + EPSILON;
  const across = Math.max(0, Math.abs(cv) - strip.width / 2);
  if (across > reach) return null;
  const halfChord = Math.sqrt(reach * reach - across * across);
  if (cu + halfChord < 0 || cu - halfChord > stripLength) return null;
  return Math.max(0, cu - halfChord);
}

export const stripMeetsCircle = (strip: Strip, circle: Circle): boolean =>
  firstContactOnStrip(strip, circle) !== null;

/** The point `t` inches along a segment's direction from `from`. */
export const pointAlong = (from: Vec, bearing: number, t: number): Vec =>
  add(from, scale(unitFromBearing(bearing), t));
