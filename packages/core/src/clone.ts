/**
 * A deep copy of game data. boardgame.io states are JSON-like (its serializable plugin insists),
 * so plain objects and arrays are copied by hand — several times faster than `structuredClone`
 * on the small nested objects games are made of. Anything else (a Map, a Date) falls back to
 * `structuredClone`.
 */
export function cloneData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = cloneData(value[i]);
    return copy as T;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = cloneData((value as Record<string, unknown>)[key]);
  return copy as T;
}
