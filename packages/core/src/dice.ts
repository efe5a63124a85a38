/** Dice, all rolled through boardgame.io's random plugin. */
import { randomIndex, type Randomness } from './random';

export function rollD6(random: Randomness): number {
  return random.Die(6);
}

export function rollD10(random: Randomness): number {
  return random.Die(10);
}

/** Roll `count` dice of `sides` sides; returns each face. */
export function rollDice(random: Randomness, sides: number, count: number): number[] {
  return Array.from({ length: count }, () => random.Die(sides));
}

/** A die whose faces are arbitrary values (directions, symbols…). */
export interface CustomDie<F> {
  readonly faces: readonly F[];
}

export function customDie<F>(faces: readonly F[]): CustomDie<F> {
  if (faces.length === 0) throw new Error('a die needs at least one face');
  return { faces };
}

export function rollCustom<F>(random: Randomness, die: CustomDie<F>): F {
  const face = die.faces[randomIndex(random, die.faces.length)];
  // Only a die built without customDie can have no face.
  if (face === undefined) throw new Error('a die needs at least one face');
  return face;
}

export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassDirection = (typeof COMPASS)[number];

/** The 8-way direction die (Disc Battle's Direction Die). */
export const DIRECTION_DIE: CustomDie<CompassDirection> = customDie(COMPASS);

/** Unit vector of a compass direction, y growing northwards. */
export function compassVector(direction: CompassDirection): { x: number; y: number } {
  const angle = (COMPASS.indexOf(direction) * Math.PI) / 4;
  return {
    x: Math.round(Math.sin(angle) * 1e12) / 1e12,
    y: Math.round(Math.cos(angle) * 1e12) / 1e12,
  };
}
