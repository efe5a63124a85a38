/** The dice: six faces, five dice a player, 1s ("aces") wild. */

/** A die's face, 1–6. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

export interface FaceRow {
  readonly face: Face;
  /** One die of this face, in player words: "ace", "two"… */
  readonly one: string;
  /** Several: "aces", "twos"… */
  readonly many: string;
}

/** Every face, in order. The 1s are called aces and are wild for every other face. */
export const FACES: readonly FaceRow[] = [
  { face: 1, one: 'ace', many: 'aces' },
  { face: 2, one: 'two', many: 'twos' },
  { face: 3, one: 'three', many: 'threes' },
  { face: 4, one: 'four', many: 'fours' },
  { face: 5, one: 'five', many: 'fives' },
  { face: 6, one: 'six', many: 'sixes' },
];

export const ACE: Face = 1;
export const SIDES = 6;
/** Dice each player starts with, and the most a player can hold (Calza cannot go above it). */
export const DICE_PER_PLAYER = 5;

export const isFace = (value: number): value is Face =>
  Number.isInteger(value) && value >= 1 && value <= SIDES;

/** "3 fives", "1 ace". */
export function diceWords(quantity: number, face: Face): string {
  const row = FACES[face - 1];
  return `${quantity} ${quantity === 1 ? row.one : row.many}`;
}
