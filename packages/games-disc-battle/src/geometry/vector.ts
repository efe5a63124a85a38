/**
 * Points and directions on the Grid, in inches. x grows to the east, y to the north (as on the
 * table seen from the south edge). A bearing is in degrees clockwise from north, like a compass:
 * 0 = N, 90 = E, 180 = S, 270 = W.
 */
export interface Vec {
  readonly x: number;
  readonly y: number;
}

export const vec = (x: number, y: number): Vec => ({ x, y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
export const length = (a: Vec): number => Math.hypot(a.x, a.y);
export const distance = (a: Vec, b: Vec): number => Math.hypot(a.x - b.x, a.y - b.y);
/** Rotated a quarter turn anticlockwise: the left-hand normal of a direction. */
export const perpendicular = (a: Vec): Vec => ({ x: -a.y, y: a.x });

/** A bearing brought into [0, 360). */
export function normalizeBearing(bearing: number): number {
  const b = bearing % 360;
  return b < 0 ? b + 360 : b === 360 ? 0 : b;
}

/** A component below 1e-12 is zero (module level: the bots call this thousands of times). */
const snapToZero = (v: number) => (Math.abs(v) < 1e-12 ? 0 : v);

/**
 * The unit vector of a bearing. Components below 1e-12 are snapped to zero so that the four
 * wall-parallel bearings (0, 90, 180, 270) give exactly parallel directions.
 */
export function unitFromBearing(bearing: number): Vec {
  const radians = (normalizeBearing(bearing) * Math.PI) / 180;
  return { x: snapToZero(Math.sin(radians)), y: snapToZero(Math.cos(radians)) };
}

/** The bearing of a direction (which need not be a unit vector). */
export function bearingOf(direction: Vec): number {
  return normalizeBearing((Math.atan2(direction.x, direction.y) * 180) / Math.PI);
}

/** The bearing from one point to another (north when they coincide). */
export const bearingFromTo = (from: Vec, to: Vec): number => bearingOf(sub(to, from));

const COMPASS_NAMES = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;

/** The nearest of the eight compass points in words ("north-east"). */
export function compassName(bearing: number): string {
  return COMPASS_NAMES[Math.round(normalizeBearing(bearing) / 45) % 8];
}
