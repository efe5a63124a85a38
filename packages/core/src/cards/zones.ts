/**
 * Zones are plain arrays (deck, hand, discard, in play). The top of a deck is index 0.
 * Every function here mutates the arrays it is given (they are immer drafts inside a move) and
 * moves cards; none creates or loses a card — the property tests check exactly that.
 */
import { randomIndex, type Randomness } from '../random';

/** A player's own card piles, as most card games keep them. */
export interface DeckPiles<C> {
  deck: C[];
  discard: C[];
}

/** A seat's hand beside its deck and discard (tron-mcp, matrix, and most card games). */
export type SeatPiles<C = string> = DeckPiles<C> & { hand: C[] };

/** Every seat's piles as a match starts: its own deck shuffled, its hand and discard empty. */
export function shuffledSeatPiles<Seat extends string, C>(
  decks: Record<Seat, C[]>,
  random: Randomness,
): Record<Seat, SeatPiles<C>> {
  const piles = {} as Record<Seat, SeatPiles<C>>;
  for (const seat of Object.keys(decks) as Seat[]) {
    piles[seat] = { hand: [], deck: random.Shuffle(decks[seat]), discard: [] };
  }
  return piles;
}

export type Match<C> = C | ((card: C) => boolean);

function finder<C>(match: Match<C>): (card: C) => boolean {
  return typeof match === 'function' ? (match as (card: C) => boolean) : (card) => card === match;
}

/** Remove and return the card at `index`, which must be in the zone. */
function takeAt<C>(zone: C[], index: number): C {
  if (!Number.isInteger(index) || index < 0 || index >= zone.length)
    throw new RangeError(`no card at ${index} in a zone of ${zone.length}`);
  // In range, so splice removed exactly one card (C itself may include undefined).
  return zone.splice(index, 1)[0] as C;
}

/** Move the first card matching `match` from one zone to the end of another. */
export function moveCard<C>(from: C[], to: C[], match: Match<C>): C | undefined {
  const index = from.findIndex(finder(match));
  if (index === -1) return undefined;
  const card = takeAt(from, index);
  to.push(card);
  return card;
}

/** Remove and return a card matching `match`, or undefined. */
export function takeCard<C>(from: C[], match: Match<C>): C | undefined {
  const index = from.findIndex(finder(match));
  return index === -1 ? undefined : from.splice(index, 1)[0];
}

/**
 * Take `card` out of a seat's hand, where the rules have already established it is: a missing
 * card is a bug in the rules, not a player's mistake, so it throws (and the move changes nothing).
 */
export function takeFromHandOf<C>(piles: { hand: C[] }, card: C): C {
  const index = piles.hand.indexOf(card);
  if (index === -1) throw new Error(`${String(card)} is not in hand`);
  piles.hand.splice(index, 1);
  return card;
}

/** Move `card` from a seat's hand onto its discard (it must be in the hand). */
export function discardFromHandOf<C>(piles: { hand: C[]; discard: C[] }, card: C): void {
  piles.discard.push(takeFromHandOf(piles, card));
}

/** Shuffle the discard pile into the deck (the deck's own cards included). */
export function shuffleDiscardIntoDeck<C>(piles: DeckPiles<C>, random: Randomness): void {
  const all = [...piles.deck, ...piles.discard.splice(0)];
  piles.deck.splice(0, piles.deck.length, ...random.Shuffle(all));
}

/**
 * Draw `count` cards from the top of the deck into `hand`. When the deck runs out the discard is
 * shuffled to form a new deck; when both are empty the draw stops. Returns the cards drawn.
 */
export function draw<C>(piles: DeckPiles<C>, hand: C[], count: number, random: Randomness): C[] {
  const drawn: C[] = [];
  for (let i = 0; i < count; i++) {
    if (piles.deck.length === 0) {
      if (piles.discard.length === 0) break;
      piles.deck.push(...random.Shuffle(piles.discard.splice(0)));
    }
    const card = piles.deck.shift() as C;
    hand.push(card);
    drawn.push(card);
  }
  return drawn;
}

/** Discard the given cards from a zone; throws if one is missing (so nothing moves). */
export function discardCards<C>(from: C[], discard: C[], cards: readonly C[]): void {
  const remaining = [...from];
  for (const card of cards) {
    const index = remaining.indexOf(card);
    if (index === -1) throw new Error(`discardCards: card not in zone`);
    remaining.splice(index, 1);
  }
  from.splice(0, from.length, ...remaining);
  discard.push(...cards);
}

/** Discard `count` cards chosen at random from `hand`. Returns them. */
export function discardAtRandom<C>(
  hand: C[],
  discard: C[],
  count: number,
  random: Randomness,
): C[] {
  const taken: C[] = [];
  for (let i = 0; i < count && hand.length > 0; i++) {
    const card = takeAt(hand, randomIndex(random, hand.length));
    discard.push(card);
    taken.push(card);
  }
  return taken;
}

/** How many cards over the hand limit a hand is (0 when within it). */
export function overHandLimit(hand: readonly unknown[], limit: number): number {
  return Math.max(0, hand.length - limit);
}

/**
 * Search the deck for a card matching `match`, put it into `into`, then shuffle the deck.
 * The deck is shuffled even when nothing is found (the searcher still looked through it).
 */
export function searchAndShuffle<C>(
  deck: C[],
  into: C[],
  match: Match<C>,
  random: Randomness,
): C | undefined {
  const card = moveCard(deck, into, match);
  deck.splice(0, deck.length, ...random.Shuffle([...deck]));
  return card;
}

/** The top `count` cards of a deck, order kept, without moving them. */
export function peek<C>(deck: readonly C[], count: number): C[] {
  return deck.slice(0, count);
}
