/**
 * A card game's seat that keeps a hand, a deck and a face-up discard (tron-mcp, matrix): what its
 * owner and everyone else see of it, and how a secret-perturbing test re-deals it. One shape, so
 * each game's playerView says only what is particular to it.
 */
import type { Randomness } from '../random';
import type { SeatPiles } from '../cards/zones';
import { hideZone, zoneSize, type HiddenZone } from './hidden-zone';

/** The same seat as a viewer sees it: another seat's hand and deck are only sizes. */
export interface SeatPilesView<C = string> {
  hand: C[] | HiddenZone;
  deck: C[] | HiddenZone;
  discard: C[];
  /**
   * The owner's own deck as a sorted list: what it holds, never its order (for rules that let a
   * player search the deck: tron-mcp's Location Query, matrix's "take any card").
   */
  deckContents?: C[];
}

/** `piles` as `viewer` sees them: the owner its hand and its deck's contents, others sizes. */
export function viewSeatPiles<C>(piles: SeatPiles<C>, ownedByViewer: boolean): SeatPilesView<C> {
  return ownedByViewer
    ? {
        hand: piles.hand,
        deck: hideZone(piles.deck),
        discard: piles.discard,
        deckContents: [...piles.deck].sort(),
      }
    : { hand: hideZone(piles.hand), deck: hideZone(piles.deck), discard: piles.discard };
}

/**
 * The game's `perturbSecrets` for such a seat: a copy of `G` where only the owner's secrets changed
 * — its hand dealt afresh from hand and deck together and the deck reshuffled. Sizes stay as
 * they were, so nothing another seat may see changes. `pilesOf` finds the seat in the copy
 * (undefined: a seat without piles, nothing changes).
 */
export function redealHandAndDeck<G, C>(
  G: G,
  random: Randomness,
  pilesOf: (copy: G) => SeatPiles<C> | undefined,
): G {
  const next = structuredClone(G);
  const piles = pilesOf(next);
  if (!piles) return next;
  const pool = random.Shuffle([...piles.hand, ...piles.deck]);
  piles.hand = pool.slice(0, piles.hand.length);
  piles.deck = pool.slice(piles.hand.length);
  return next;
}

/**
 * The game's `bot.recall` for such seats (tron-mcp, matrix): the state `actor` decided in at a
 * past public decision — `past`, the observing seat's view then — with the hand the world deals
 * `actor` now, as long as that is still the hand it held: the same number of cards in its hand,
 * its deck and its discard (a draw, a play, a discard or a card brought into play changes one).
 * Undefined once they differ: the world cannot tell what the seat held then.
 */
export function recallSeatPiles<G extends { seats: Record<string, SeatPiles<C>> }, C = string>(
  world: G,
  past: { seats: Record<string, SeatPilesView<C>> },
  _pastCtx: unknown,
  actor: string,
): G | undefined {
  const then = past.seats[actor];
  const now = world.seats[actor];
  if (!then || !now) return undefined;
  const unchanged =
    zoneSize(then.hand) === now.hand.length &&
    zoneSize(then.deck) === now.deck.length &&
    then.discard.length === now.discard.length;
  return unchanged
    ? ({ ...past, seats: { ...past.seats, [actor]: now } } as unknown as G)
    : undefined;
}
