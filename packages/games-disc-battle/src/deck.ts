/**
 * The shared action deck. Every card names its program; the cards left in the deck are public
 * (anyone can count the used ones), only their order is secret — so no order is kept: the next
 * card is drawn at random from the random plugin at the moment it is flipped, and nobody, the
 * server's views included, can know it earlier.
 */
import type { Randomness } from '@gridplay/core';
import { STALEMATE_TURNS } from './options';
import { standingSeats } from './programs';
import type { State } from './state';

/** Draw the next card: a uniformly random one of those left. The deck stays sorted. */
export function drawCard(G: State, random: Randomness): string {
  const index = random.Die(G.deck.length) - 1;
  const sorted = [...G.deck].sort();
  const [card] = sorted.splice(index, 1);
  G.deck = sorted;
  return card;
}

/**
 * Flip the next card, shuffling the used cards back first when the deck is spent (the end of a
 * turn). Ten quiet turns in a row end the match in a draw (RULINGS §3).
 */
export function flipNext(G: State, random: Randomness): void {
  G.flipped = null;
  if (G.result) return;
  if (G.deck.length === 0) {
    G.quietTurns = G.derezThisTurn ? 0 : G.quietTurns + 1;
    G.derezThisTurn = false;
    if (G.quietTurns >= STALEMATE_TURNS) {
      G.result = { draw: true, standing: standingSeats(G), reason: 'stalemate' };
      G.resolutionLines.push(`${STALEMATE_TURNS} turns without a De-Rez: the match is a draw`);
      return;
    }
    G.deck = [...G.used].sort();
    G.used = [];
    G.turn += 1;
  }
  G.flipped = drawCard(G, random);
}

/** A De-Rezzed program's cards leave the game (its disc lives on without them). */
export function removeCardsOf(G: State, seat: string): void {
  G.deck = G.deck.filter((card) => card !== seat);
  G.used = G.used.filter((card) => card !== seat);
}
