/**
 * The game's verbs, in the glossary's words: lose an energy, draw, burn a power, recharge,
 * discard, make a NetNavi stronger until the end of the turn. Card effects are written with
 * these; none of them knows any card.
 */
import { randomIndex, type Randomness } from '@gridplay/core';
import type { MegaManState, Seat, Stat } from './state';

/** Take the top card of the deck. The moment the deck has no card left, its owner has lost. */
export function takeTop(G: MegaManState, seat: Seat): string | undefined {
  const card = G.seats[seat].deck.shift();
  if (G.seats[seat].deck.length === 0 && G.loser === null) G.loser = seat;
  return card;
}

/**
 * A catch-up loss of energy (WoodMan, Forest Grove): only while `seat` has more energy (cards in
 * its deck) than `than`. Returns how many cards were lost.
 */
export function loseEnergyIfAhead(G: MegaManState, seat: Seat, than: Seat, count: number): number {
  return G.seats[seat].deck.length > G.seats[than].deck.length ? loseEnergy(G, seat, count) : 0;
}

/** Lose energy: the top card of the deck to the discard, `count` times. Returns how many. */
export function loseEnergy(G: MegaManState, seat: Seat, count: number): number {
  let lost = 0;
  for (; lost < count && G.loser === null; lost++) {
    const card = takeTop(G, seat);
    if (card === undefined) break;
    G.seats[seat].discard.push(card);
  }
  return lost;
}

export function drawCards(G: MegaManState, seat: Seat, count: number): number {
  let drawn = 0;
  for (; drawn < count && G.loser === null; drawn++) {
    const card = takeTop(G, seat);
    if (card === undefined) break;
    G.seats[seat].hand.push(card);
  }
  return drawn;
}

/** Burn a power: the right-most (newest) face-down card of the gauge goes to the discard. */
export function burnPower(G: MegaManState, seat: Seat): boolean {
  const card = G.seats[seat].gauge.pop();
  if (card === undefined) return false;
  G.seats[seat].discard.push(card);
  return true;
}

/** Recharge an energy: a random card of the discard goes face down beneath the deck. */
export function recharge(G: MegaManState, seat: Seat, count: number, random: Randomness): number {
  const { discard, deck } = G.seats[seat];
  let done = 0;
  for (; done < count && discard.length > 0; done++) {
    deck.push(discard.splice(randomIndex(random, discard.length), 1)[0]);
  }
  return done;
}

export function discardAtRandom(G: MegaManState, seat: Seat, random: Randomness): string | null {
  const { hand, discard } = G.seats[seat];
  if (hand.length === 0) return null;
  const card = hand.splice(randomIndex(random, hand.length), 1)[0];
  discard.push(card);
  return card;
}

/** A bonus (or penalty) to a NetNavi until the end of the turn. */
export function modify(G: MegaManState, seat: Seat, stat: Stat, amount: number, source: string) {
  G.modifiers.push({ seat, stat, amount, source });
}

/** Remove every modifier a card made (it was canceled). */
export function removeModifiersOf(G: MegaManState, source: string): void {
  G.modifiers = G.modifiers.filter((m) => m.source !== source);
}

/** Cancel the blast destiny of this main phase: its strength goes, and no second blast. */
export function cancelBlastDestiny(G: MegaManState): void {
  const blast = G.main.blast;
  if (!blast || blast.canceled) return;
  blast.canceled = true;
  removeModifiersOf(G, 'blast');
}

/** Cancel `owner`'s BattleChip of this main phase: its effect goes, and no other chip. */
export function cancelChip(G: MegaManState, owner: Seat): void {
  const chip = G.main.chip[owner];
  if (!chip || chip.canceled) return;
  chip.canceled = true;
  removeModifiersOf(G, chip.card);
}
