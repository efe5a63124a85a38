/**
 * Laying out one disc step before it is resolved: its path (reflections included) and every
 * standing base its strip crosses, in path order (nearest first; equal distances clockwise from
 * the disc's owner). The disc's own owner is crossed too: that is a chance to Catch.
 *
 * A disc leaving a base — its thrower's on the throw, its blocker's on the step after a Block —
 * crosses that base only once it has been clear of it: a throw bounced back across its thrower
 * offers a Catch, and a disc blocked beside a wall does not meet its blocker twice.
 */
import {
  EPSILON,
  baseCircle,
  bearingFromTo,
  contactAfterLeaving,
  discStep,
  firstContact,
  markerStrip,
  pathUntil,
  stripMeetsCircle,
  throwPath,
  type Path,
} from '../geometry';
import { clockwiseFrom } from '../rules';
import type { PendingStep, Program, State } from '../state';

/** Where a disc's path first crosses a program's base; `leaving` names the base it is leaving, if any. */
export function baseContact(path: Path, program: Program, leaving: string | null): number | null {
  const base = baseCircle(program.centre);
  return program.seat === leaving ? contactAfterLeaving(path, base) : firstContact(path, base);
}

function pendingFrom(G: State, owner: string, path: Path, leaving: string | null): PendingStep {
  const ownerGone = G.programs[owner].derezzed;
  // A De-Rezzed program's disc De-Rezzes at the first wall it reaches.
  const firstWall = ownerGone && path.bounces.length > 0 ? path.bounces[0].at : null;
  const travelled = firstWall === null ? path : pathUntil(path, firstWall);
  const order = clockwiseFrom(G, owner);
  const contacts = Object.values(G.programs)
    .filter((p) => !p.derezzed)
    .map((p) => ({ seat: p.seat, at: baseContact(travelled, p, leaving) }))
    .filter((c): c is { seat: string; at: number } => c.at !== null)
    .sort((a, b) =>
      Math.abs(a.at - b.at) > EPSILON ? a.at - b.at : order.indexOf(a.seat) - order.indexOf(b.seat),
    );
  return {
    owner,
    points: [...travelled.points],
    end: { tip: travelled.end, bearing: path.bearing },
    contacts,
    walls: (firstWall === null ? travelled.bounces : path.bounces.slice(0, 1)).flatMap(
      (bounce) => bounce.walls,
    ),
    vanishes: firstWall !== null,
  };
}

/** A thrown disc's first step, from the thrower's base edge: it crosses its thrower only on the way back. */
export function throwStep(G: State, owner: string, bearing: number): PendingStep {
  return pendingFrom(G, owner, throwPath(G.grid, G.programs[owner].centre, bearing), owner);
}

/** The next 8″ step of a disc in flight (a recalled disc first turns toward its owner). */
export function nextStep(G: State, owner: string): PendingStep | null {
  const program = G.programs[owner];
  const disc = program.disc;
  if (!disc) return null;
  if (disc.recalled && !program.derezzed) {
    disc.bearing = bearingFromTo(disc.tip, program.centre);
  }
  return pendingFrom(G, owner, discStep(G.grid, disc), disc.leaving);
}

/**
 * After a Move: a base moved over its own resting Disc Marker may still Catch it (the seed's
 * "if you moved your Action Base over your Disc Marker"). The disc does not move.
 */
export function touchOwnMarker(G: State, owner: string): PendingStep | null {
  const program = G.programs[owner];
  const disc = program.disc;
  if (!disc || program.prone) return null;
  const strip = markerStrip(disc.tip, disc.bearing);
  if (!stripMeetsCircle(strip, baseCircle(program.centre))) return null;
  return {
    owner,
    points: [strip.from, strip.to],
    end: { tip: disc.tip, bearing: disc.bearing },
    contacts: [{ seat: owner, at: 0 }],
    walls: [],
    vanishes: false,
  };
}

/** "bounces off the north wall", "bounces off the east and north walls" */
export function wallWords(walls: string[]): string {
  if (walls.length === 0) return '';
  const unique = walls.filter((w, i) => walls.indexOf(w) === i);
  const list =
    unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
  return `bounces off the ${list} wall${unique.length > 1 ? 's' : ''}`;
}
