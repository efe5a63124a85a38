/**
 * A disc's path: a centre line that runs straight until it reaches a wall, reflects (angle in =
 * angle out; at a corner both components turn, so it comes straight back), and finishes the
 * remaining distance. The strip swept by the disc is this line, 1″ wide.
 */
import { discLane, type GridBounds } from './grid';
import { firstContactOnStrip, DISC_WIDTH, type Circle } from './shapes';
import { EPSILON } from './tolerance';
import { add, bearingOf, distance, scale, unitFromBearing, type Vec } from './vector';

export type Wall = 'north' | 'east' | 'south' | 'west';

export interface Bounce {
  /** Distance along the path where the centre line met the wall(s). */
  readonly at: number;
  /** One wall, or two at a corner. */
  readonly walls: readonly Wall[];
  readonly point: Vec;
}

export interface Path {
  /** Start, each bounce point, end. */
  readonly points: readonly Vec[];
  readonly length: number;
  readonly end: Vec;
  /** The bearing at the end (after the last reflection). */
  readonly bearing: number;
  readonly bounces: readonly Bounce[];
}

/**
 * Trace `length` inches from `start` along `bearing`, reflecting off the Grid's walls. A start
 * outside the disc lane is first brought onto it (only a hand-made position can be outside).
 */
export function tracePath(grid: GridBounds, start: Vec, bearing: number, length: number): Path {
  const { min, max } = discLane(grid);
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  let point = { x: clamp(start.x), y: clamp(start.y) };
  let direction = unitFromBearing(bearing);
  let remaining = length;
  let travelled = 0;
  const points: Vec[] = [point];
  const bounces: Bounce[] = [];
  // Each pass ends at a wall or at the end; a disc lane at least 1″ wide bounds the passes.
  for (let pass = 0; pass < 1000 && remaining > EPSILON; pass++) {
    const toX = timeToWall(point.x, direction.x, min, max);
    const toY = timeToWall(point.y, direction.y, min, max);
    const t = Math.min(toX, toY);
    if (t >= remaining - EPSILON) {
      point = add(point, scale(direction, remaining));
      point = { x: clamp(point.x), y: clamp(point.y) };
      travelled += remaining;
      remaining = 0;
      break;
    }
    point = add(point, scale(direction, t));
    const walls: Wall[] = [];
    let { x: dx, y: dy } = direction;
    if (toX <= t + EPSILON) {
      walls.push(dx > 0 ? 'east' : 'west');
      point = { x: dx > 0 ? max : min, y: point.y };
      dx = -dx;
    }
    if (toY <= t + EPSILON) {
      walls.push(dy > 0 ? 'north' : 'south');
      point = { x: point.x, y: dy > 0 ? max : min };
      dy = -dy;
    }
    point = { x: clamp(point.x), y: clamp(point.y) };
    direction = { x: dx, y: dy };
    travelled += t;
    remaining -= t;
    bounces.push({ at: travelled, walls, point });
    points.push(point);
  }
  if (points[points.length - 1] !== point) points.push(point);
  return { points, length, end: point, bearing: bearingOf(direction), bounces };
}

/** Time to reach the lane's edge moving at `speed` (a direction component); Infinity if parallel. */
function timeToWall(position: number, speed: number, min: number, max: number): number {
  if (speed > EPSILON) return Math.max(0, (max - position) / speed);
  if (speed < -EPSILON) return Math.max(0, (min - position) / speed);
  return Infinity;
}

/** The part of a path from `from` inches onwards (a throw's first 2″ lie inside the thrower's base). */
export function pathFrom(path: Path, from: number): Path {
  const points: Vec[] = [];
  let walked = 0;
  for (let i = 1; i < path.points.length; i++) {
    const a = path.points[i - 1];
    const b = path.points[i];
    const segment = distance(a, b);
    if (walked + segment > from) {
      if (points.length === 0) {
        const into = Math.max(0, from - walked);
        points.push(segment > 0 ? add(a, scale(sub2(b, a), into / segment)) : a);
      }
      points.push(b);
    }
    walked += segment;
  }
  if (points.length === 0) points.push(path.end);
  return {
    points,
    length: Math.max(0, path.length - from),
    end: path.end,
    bearing: path.bearing,
    bounces: path.bounces
      .filter((bounce) => bounce.at > from)
      .map((bounce) => ({ ...bounce, at: bounce.at - from })),
  };
}

/** The part of a path up to `until` inches (a disc that vanishes at its first wall). */
export function pathUntil(path: Path, until: number): Path {
  const points: Vec[] = [path.points[0]];
  let walked = 0;
  let end = path.points[0];
  for (let i = 1; i < path.points.length; i++) {
    const a = path.points[i - 1];
    const b = path.points[i];
    const segment = distance(a, b);
    if (walked + segment >= until - EPSILON) {
      end = segment > 0 ? add(a, scale(sub2(b, a), Math.min(1, (until - walked) / segment))) : a;
      points.push(end);
      break;
    }
    points.push(b);
    end = b;
    walked += segment;
  }
  return {
    points,
    length: Math.min(until, path.length),
    end,
    bearing: path.bearing,
    bounces: path.bounces.filter((bounce) => bounce.at < until - EPSILON),
  };
}

const sub2 = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });

/**
 * Where along the path the swept 1″ strip first meets a circle, or null. Each straight piece is
 * a rectangle around its centre line; the first piece that meets the circle decides.
 */
export function firstContact(path: Path, circle: Circle): number | null {
  let walked = 0;
  for (let i = 1; i < path.points.length; i++) {
    const from = path.points[i - 1];
    const to = path.points[i];
    const at = firstContactOnStrip({ from, to, width: DISC_WIDTH }, circle);
    if (at !== null) return walked + at;
    walked += distance(from, to);
  }
  return null;
}

/**
 * Where the swept strip meets a circle the disc may start on (a base it is leaving), counting
 * only a meeting after the disc has been clear of it; or null. A straight piece meets a circle
 * along one unbroken stretch, so a piece that starts on the circle is the disc still leaving it
 * (or never left), and the first piece that starts clear of it and meets it is the return.
 */
export function contactAfterLeaving(path: Path, circle: Circle): number | null {
  let walked = 0;
  for (let i = 1; i < path.points.length; i++) {
    const from = path.points[i - 1];
    const to = path.points[i];
    const at = firstContactOnStrip({ from, to, width: DISC_WIDTH }, circle);
    if (at !== null && at > 0) return walked + at;
    walked += distance(from, to);
  }
  return null;
}

/** Whether the swept strip of a path meets a circle anywhere ("the disc crosses the base"). */
export const sweptMeetsCircle = (path: Path, circle: Circle): boolean =>
  firstContact(path, circle) !== null;

/** The same strip walked the other way (used to show the test does not depend on direction). */
export function reversed(path: Path): Path {
  const points = [...path.points].reverse();
  return {
    points,
    length: path.length,
    end: points[points.length - 1],
    bearing: bearingOf(sub2(points[points.length - 1], points[Math.max(0, points.length - 2)])),
    bounces: [],
  };
}
