/**
 * 0. Preparing for play (before the first turn): both players cut their decks for a destiny
 * number; the higher goes first, a tie cuts again. A cut shows one card at a random depth, which
 * then goes back (the deck is shuffled afterwards, so the cut tells nothing of the order).
 */
import { narrate, randomIndex, type Randomness } from '@gridplay/core';
import { cardDef } from '../cards';
import { seatLabel, type MegaManState, type Seat } from '../state';

/** Cut until the destinies differ (at most 50 ties, then the first seat: never in practice). */
export function destinyCut(G: MegaManState, random: Randomness): void {
  for (let attempt = 0; attempt < 50; attempt++) {
    const cut = {} as Record<Seat, number>;
    for (const seat of ['0', '1'] as const) {
      const deck = G.seats[seat].deck;
      cut[seat] = cardDef(deck[randomIndex(random, deck.length)]).destiny;
    }
    G.cuts.push(cut);
    if (cut['0'] !== cut['1']) {
      G.first = cut['0'] > cut['1'] ? '0' : '1';
      return;
    }
  }
  G.first = '0';
}

/** The cut in the match log: the last pair cut, the ties before it, who goes first. */
export function narrateDestinyCut(G: MegaManState): void {
  const last = G.cuts[G.cuts.length - 1];
  narrate(
    G,
    `Destiny cut: Player 1 cuts ${last['0']}, Player 2 cuts ${last['1']}` +
      `${G.cuts.length > 1 ? ` (after ${G.cuts.length - 1} tie${G.cuts.length > 2 ? 's' : ''})` : ''}: ${seatLabel(G.first)} goes first.`,
  );
}
