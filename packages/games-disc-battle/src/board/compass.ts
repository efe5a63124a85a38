/** Bearings in compass words for the board: "NNE" on a button, "north-north-east" read out. */

const SHORT = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
];

const WORDS: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

const point = (bearing: number) => Math.round((((bearing % 360) + 360) % 360) / 22.5) % 16;

/** The nearest of the 16 compass points, short: 0 → "N", 22.5 → "NNE", 100 → "E". */
export const compassPoint = (bearing: number): string => SHORT[point(bearing)];

/** The nearest compass point in words: "north-north-east". */
export function compassWords(bearing: number): string {
  const short = compassPoint(bearing);
  // "NNE" is north then north-east; "NE" is north-east.
  if (short.length === 3) return `${WORDS[short[0]]}-${compassWordsOf(short.slice(1))}`;
  return compassWordsOf(short);
}

const compassWordsOf = (short: string) => [...short].map((c) => WORDS[c]).join('-');

/** True when `bearing` is exactly one of the 16 points (a button of its own). */
export const onCompassPoint = (bearing: number) =>
  Math.abs(bearing / 22.5 - Math.round(bearing / 22.5)) < 1e-6;
