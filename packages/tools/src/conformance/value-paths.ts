/**
 * Walking plain JSON values (views, states, log entries) by path: where two views differ, what one
 * seat sees that another does not, and where a copy of a value sits. The secrets checks name
 * every leak by such a path ("G.lastReveal.0"), so a newcomer knows where to look.
 */
import { isDeepStrictEqual } from 'node:util';

export type Path = readonly (string | number)[];

export interface Located {
  readonly path: Path;
  readonly value: unknown;
}

export const showPath = (path: Path): string => (path.length ? path.join('.') : '(the whole)');

export function showValue(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function valueAt(value: unknown, path: Path): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

export const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object';
const sameKind = (a: object, b: unknown) => isContainer(b) && Array.isArray(a) === Array.isArray(b);
const entriesOf = (value: object) => Object.entries(value) as [string, unknown][];

/** A copy of `value` without what sits at `path` (copied along the path only). */
export function withoutPath(value: unknown, path: Path): unknown {
  if (path.length === 0 || !isContainer(value)) return path.length === 0 ? undefined : value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<
    string | number,
    unknown
  >;
  copy[key] = withoutPath(copy[key], rest);
  return copy;
}

/** Keys sorted, so two equal values always print the same. */
export function canonical(value: unknown): string {
  if (!isContainer(value)) return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  const record = value as Record<string, unknown>;
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
}

/** `value` and everything inside it, each with its path. */
export function* subtrees(value: unknown, path: Path = []): Generator<Located> {
  yield { path, value };
  if (isContainer(value))
    for (const [key, child] of entriesOf(value)) yield* subtrees(child, [...path, key]);
}

/** The first place, depth first, where `a` and `b` differ; undefined when they are equal. */
export function firstDifference(
  a: unknown,
  b: unknown,
  path: Path = [],
): { path: Path; a: unknown; b: unknown } | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (isContainer(a) && sameKind(a, b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b as object)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        [...path, key],
      );
      if (found) return found;
    }
  }
  return { path, a, b };
}

/**
 * Where `seen` differs from `shown`, e.g. a seat's own view against another's: the outermost
 * places only (a hidden hand, not each card in it).
 */
export function hiddenPlaces(seen: unknown, shown: unknown, path: Path = []): Located[] {
  if (isDeepStrictEqual(seen, shown)) return [];
  if (isContainer(seen) && sameKind(seen, shown)) {
    const shownRecord = shown as Record<string, unknown>;
    return entriesOf(seen).flatMap(([key, child]) =>
      hiddenPlaces(child, shownRecord[key], [...path, key]),
    );
  }
  return [{ path, value: seen }];
}

/** What `seen` holds that `shown` does not: each differing place and every part inside one. */
export function hiddenParts(seen: unknown, shown: unknown, path: Path = []): Located[] {
  return hiddenPlaces(seen, shown, path).flatMap((place) => [...subtrees(place.value, place.path)]);
}

/** The parts of `after` that are new or changed since `before` (all of `after` if no `before`). */
export function changedParts(before: unknown, after: unknown, path: Path = []): Located[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isContainer(after) && sameKind(after, before)) {
    const beforeRecord = before as Record<string, unknown>;
    return [
      { path, value: after },
      ...entriesOf(after).flatMap(([key, child]) =>
        changedParts(beforeRecord[key], child, [...path, key]),
      ),
    ];
  }
  return [...subtrees(after, path)];
}

function leafCount(value: unknown): number {
  if (!isContainer(value)) return 1;
  return entriesOf(value).reduce((sum, [, child]) => sum + leafCount(child), 0);
}

/**
 * A value too specific to turn up twice by chance: a card id ("tron:aim#3": five characters or
 * more, with a digit) or a group of three values or more (a hand of dice). A lone number or a
 * word ("left") is not: equal ones appear all over a view without any leak.
 */
export function isDistinctive(value: unknown): boolean {
  if (typeof value === 'string') return value.length >= 5 && /\d/.test(value);
  return isContainer(value) && leafCount(value) >= 3;
}

/** A cheap fingerprint (kind and size): equal values share it, so most others need no compare. */
export function shapeOf(value: unknown): string {
  if (typeof value === 'string') return `s${value.length}`;
  if (Array.isArray(value)) return `a${value.length}`;
  if (isContainer(value)) return `o${Object.keys(value).length}`;
  return typeof value;
}

/** The parts of `value` (optionally only `parts`), indexed by their canonical JSON. */
export function indexByValue(parts: Iterable<Located>): Map<string, Located[]> {
  const index = new Map<string, Located[]>();
  for (const part of parts) {
    const key = canonical(part.value);
    const list = index.get(key);
    if (list) list.push(part);
    else index.set(key, [part]);
  }
  return index;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a line of text spells `value` out: an id verbatim, or a group of three plain values or
 * more written as a list ("3, 5, 1", "3 5 1", "[3,5,1]").
 */
export function textMentions(text: string, value: unknown): boolean {
  if (typeof value === 'string') return isDistinctive(value) && text.includes(value);
  if (!Array.isArray(value) || value.length < 3 || value.some(isContainer)) return false;
  const list = value.map((item) => escapeRegExp(String(item))).join('[\\s,;/|+&-]+');
  return new RegExp(`(?<![\\w.])${list}(?![\\w.])`).test(text);
}
