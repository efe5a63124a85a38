/**
 * The questions the moves, the legal-move list, the bots and the board all ask — who is still
 * in and who plays next, what counts for a bid, and what a bid must beat — read the same way on
 * the state and on any seat's view.
 */
import { zoneSize } from '@gridplay/core';
import { ACE, diceWords, FACES, type Face } from './dice';
import type { Bid, State, View } from './state';

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

/** Dice under all `cups` that count for `face`: that face, plus aces when aces are wild. */
export function countFor(cups: Record<string, readonly Face[]>, face: Face, acesWild: boolean) {
  let count = 0;
  for (const cup of Object.values(cups))
    for (const die of cup) if (die === face || (acesWild && die === ACE)) count++;
  return count;
}

/** Aces are wild except in a Palifico round, and when the bid is on aces themselves. */
export const acesWild = (G: Pick<State, 'palifico'>, face: Face) => !G.palifico && face !== ACE;

/** How many dice count for the bid on the table now. */
export function countBid(G: State, bid: Bid): number {
  return countFor(G.cups, bid.face, acesWild(G, bid.face));
}

/** The fewest dice of `face` that beat `bid`, or null when `face` may not be bid now. */
export function lowestQuantity(bid: Bid | null, face: Face, palifico: boolean): number | null {
  if (bid === null) return face === ACE && !palifico ? null : 1;
  if (palifico) return face === bid.face ? bid.quantity + 1 : null;
  if (face === ACE) return bid.face === ACE ? bid.quantity + 1 : Math.ceil(bid.quantity / 2);
  if (bid.face === ACE) return bid.quantity * 2 + 1;
  return face > bid.face ? bid.quantity : bid.quantity + 1;
}

/** The rule a bid of `quantity` × `face` breaks now, in player words, or undefined. */
export function bidRefusal(G: State | View, quantity: number, face: Face): string | undefined {
  const onTable = diceOnTable(G);
  if (quantity > onTable) return `There are only ${onTable} dice on the table.`;
  const lowest = lowestQuantity(G.bid, face, G.palifico);
  if (lowest !== null && quantity >= lowest) return undefined;
  const { bid } = G;
  if (bid === null) return 'The first bid of a round may not be on aces.';
  const current = diceWords(bid.quantity, bid.face);
  if (G.palifico) {
    return face === bid.face
      ? `Palifico: raise the quantity above ${current}.`
      : `Palifico: the face may not change; bid more ${FACES[bid.face - 1].many}.`;
  }
  if (face === ACE && bid.face !== ACE)
    return `Bidding aces needs at least half of ${bid.quantity}, rounded up: ${diceWords(lowest!, ACE)} or more.`;
  if (face !== ACE && bid.face === ACE)
    return `Leaving aces needs at least double ${bid.quantity} plus one: ${diceWords(lowest!, face)} or more.`;
  return `A raise is more dice, or as many dice of a higher face, than ${current}.`;
}
