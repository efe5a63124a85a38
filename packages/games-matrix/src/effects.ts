/**
 * Moving cards between zones: draws, discards, characters entering and leaving play. Every
 * function moves cards of one side; none creates or loses a card.
 */
import {
  discardFromHandOf,
  draw,
  shuffleDiscardIntoDeck,
  takeFromHandOf,
  type Randomness,
} from '@gridplay/core';
import { cardDef } from './cards';
import { defOf } from './rules';
import { HUMANS, MACHINES, type MatrixState, type Seat } from './state';

export function drawCards(G: MatrixState, seat: Seat, count: number, random: Randomness): string[] {
  const piles = G.seats[seat];
  return draw(piles, piles.hand, count, random);
}

/**
 * "If the deck runs out, shuffle the discard & draw from it" (the seed), for every draw choice
 * (RULINGS §4): an empty deck is refilled before the choice is made, so "take any 1 card" sees
 * the refilled deck just as "draw the top 2" does.
 */
export function refillEmptyDeck(G: MatrixState, seat: Seat, random: Randomness): void {
  const piles = G.seats[seat];
  if (piles.deck.length === 0) shuffleDiscardIntoDeck(piles, random);
}

/** Remove a card from the seat's hand (it must be there). */
export function takeFromHand(G: MatrixState, seat: Seat, card: string): void {
  takeFromHandOf(G.seats[seat], card);
}

export function discardFromHand(G: MatrixState, seat: Seat, card: string): void {
  discardFromHandOf(G.seats[seat], card);
}

/** A character card goes from hand into play: humans enter unplugged, in the real world. */
export function enterPlay(G: MatrixState, seat: Seat, card: string): void {
  takeFromHand(G, seat, card);
  if (seat === HUMANS) G.humans.push({ card, plugged: false });
  else G.machines.push(card);
}

/** A character is killed (or a Robot destroyed): it leaves play for its owner's discard. */
export function kill(G: MatrixState, card: string): void {
  const human = G.humans.findIndex((h) => h.card === card);
  if (human !== -1) {
    G.humans.splice(human, 1);
    G.seats[HUMANS].discard.push(card);
    if (defOf(card) === 'neo') G.neoKilled = true;
    return;
  }
  const machine = G.machines.indexOf(card);
  if (machine === -1) throw new Error(`${card} is not in play`);
  G.machines.splice(machine, 1);
  G.seats[MACHINES].discard.push(card);
  G.neutralized = G.neutralized.filter((c) => c !== card);
}

/** Shuffle the seat's deck (after every draw choice, as the seed says). */
export function shuffleDeck(G: MatrixState, seat: Seat, random: Randomness): void {
  const deck = G.seats[seat].deck;
  deck.splice(0, deck.length, ...random.Shuffle([...deck]));
}

export const isMachineSeat = (seat: Seat) => seat === MACHINES;
export const damageOf = (card: string) => {
  const def = cardDef(card);
  return def.kind === 'character' ? (def.damage ?? 0) : 0;
};
