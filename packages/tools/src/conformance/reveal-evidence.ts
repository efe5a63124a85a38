/**
 * Evidence that a move showed hidden values rather than leaked them. The moves check replays a
 * move in a world where one seat's secrets differ; other seats' views may then differ only when
 * the move laid those secrets open, as a reveal does (Goofspiel's bids once both are in, Bluff
 * Dice's cups lifted on a challenge, a card turned over). A public figure computed from dice
 * that stay hidden has none of this evidence.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Reveal } from '@gridplay/core';
import type { Seat } from './seat-delivery';
import {
  canonical,
  hiddenPlaces,
  indexByValue,
  isContainer,
  isDistinctive,
  subtrees,
  valueAt,
  type Located,
  type Path,
} from './value-paths';

/** Whether `path` lies inside a core `Reveal` addressed to `viewer` (see secrets/reveals.ts). */
export function insideRevealTo(delivery: unknown, path: Path, viewer: Seat): boolean {
  for (let length = path.length - 1; length >= 0; length--) {
    const holder = valueAt(delivery, path.slice(0, length)) as Partial<Reveal<unknown>> | undefined;
    if (isContainer(holder) && holder.viewer === viewer && Array.isArray(holder.cards)) return true;
  }
  return false;
}

interface Pair {
  owner: { G: unknown };
  viewer: { G: unknown };
}

/** Somewhere the owner saw what the viewer did not before the move, the two now see the same. */
export function laysSecretOpen(before: Pair, after: Pair): boolean {
  return hiddenPlaces(before.owner.G, before.viewer.G).some((place) =>
    isDeepStrictEqual(valueAt(after.owner.G, place.path), valueAt(after.viewer.G, place.path)),
  );
}

/**
 * Whether two views after the same move differ because the move showed hidden values: somewhere
 * they differ, each holds a value taken from its own world before the move. Either what the owner
 * saw in a hidden place (a secret direction, now in the round's record) or a value of the state
 * as it was (a hand laid open, the dice lifted from under the cup, a deck's top card turned over).
 */
export function showsHiddenValues(
  here: unknown,
  there: unknown,
  before: { stateHere: unknown; stateThere: unknown; hiddenHere: Located[]; ownerThere: unknown },
): boolean {
  const differing: { a: unknown; b: unknown }[] = [];
  const walk = (path: Path) => {
    const a = valueAt(here, path);
    const b = valueAt(there, path);
    if (isDeepStrictEqual(a, b)) return;
    differing.push({ a, b });
    if (!isContainer(a) || !isContainer(b)) return;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk([...path, key]);
  };
  walk([]);
  const hiddenHere = indexByValue(before.hiddenHere);
  const fromHiddenPlace = ({ a, b }: { a: unknown; b: unknown }) =>
    (hiddenHere.get(canonical(a)) ?? []).some((secret) =>
      isDeepStrictEqual(valueAt(before.ownerThere, secret.path), b),
    );
  if (differing.some(fromHiddenPlace)) return true;
  // Values of the state itself: the costlier test, so second.
  const candidates = differing.filter(({ a }) => isContainer(a) || isDistinctive(a));
  if (candidates.length === 0) return false;
  const inHere = new Set([...subtrees(before.stateHere)].map((part) => canonical(part.value)));
  const inThere = new Set([...subtrees(before.stateThere)].map((part) => canonical(part.value)));
  return candidates.some(({ a, b }) => inHere.has(canonical(a)) && inThere.has(canonical(b)));
}
