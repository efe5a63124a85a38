/** Who is still in, and who plays next: read the same way on the state and on any seat's view. */
import { zoneSize } from '@gridplay/core';
import type { State, View } from '../state';

/** How many dice `seat` has (public: the size of the cup). */
export const diceOf = (G: State | View, seat: string): number => zoneSize(G.cups[seat]);

/** A player with no dice is out. */
export const isIn = (G: State | View, seat: string): boolean => diceOf(G, seat) > 0;

/** Every die on the table. */
export const diceOnTable = (G: State | View): number =>
  Object.keys(G.cups).reduce((sum, seat) => sum + diceOf(G, seat), 0);

/** Seats still in, in seat order. */
export const seatsIn = (G: State | View): string[] =>
  Object.keys(G.cups).filter((seat) => isIn(G, seat));

/** The first player still in after `seat`, going round the table in seat order. */
export function nextIn(G: State | View, playOrder: readonly string[], seat: string): string {
  const at = playOrder.indexOf(seat);
  for (let step = 1; step <= playOrder.length; step++) {
    const next = playOrder[(at + step) % playOrder.length];
    if (isIn(G, next)) return next;
  }
  return seat;
}

/** `seat` if still in, else the next player still in (who opens after an elimination). */
export const selfOrNextIn = (
  G: State | View,
  playOrder: readonly string[],
  seat: string,
): string => (isIn(G, seat) ? seat : nextIn(G, playOrder, seat));
