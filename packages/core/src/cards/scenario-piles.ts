/**
 * Setting up a position for a scenario test: a seat's cards, named by design ("two Aim in
 * hand, a Recognizer on top of the deck"), taken from wherever they are among its own piles, so
 * no card is created or lost and the position stays one the game could reach.
 */
import { takeCard, type SeatPiles } from './zones';

/** Take one card of `design` from the seat's deck, discard or hand (in that order). */
export function pullDesign<C>(
  piles: SeatPiles<C>,
  design: string,
  designOf: (card: C) => string,
): C {
  for (const zone of [piles.deck, piles.discard, piles.hand]) {
    const card = takeCard(zone, (candidate) => designOf(candidate) === design);
    if (card !== undefined) return card;
  }
  throw new Error(`no ${design} left among this seat's cards`);
}

/** Replace the hand by cards of these designs (the old hand goes to the bottom of the deck). */
export function setHandTo<C>(
  piles: SeatPiles<C>,
  designs: readonly string[],
  designOf: (card: C) => string,
): C[] {
  piles.deck.push(...piles.hand.splice(0));
  for (const design of designs) piles.hand.push(pullDesign(piles, design, designOf));
  return piles.hand;
}

/** Put cards of these designs on top of the deck, in order. */
export function stackDeckWith<C>(
  piles: SeatPiles<C>,
  designs: readonly string[],
  designOf: (card: C) => string,
): void {
  const cards = designs.map((design) => pullDesign(piles, design, designOf));
  piles.deck.unshift(...cards);
}
