/**
 * The Action Cards (seed "Components", "Actions"). Every card names its program and nothing else:
 * which action it becomes is chosen when it is played. The cards left in the deck are public
 * (anyone can count the used ones), only their order is secret — so no order is kept: the next
 * card is drawn at random from the random plugin at the moment it is flipped, and nobody, the
 * server's views included, can know it earlier.
 */
import type { Randomness } from '@gridplay/core';
import type { State } from './state';

/** An Action Card: the seat of the program it belongs to. */
export type ActionCard = string;

/** Each program's cards: five, one of them held for a reaction from the start. */
export const CARDS_PER_PROGRAM = 5;
export const CARDS_HELD_AT_START = 1;

export type ActionName = 'attack' | 'block' | 'catch' | 'dodge' | 'move' | 'stand' | 'throw';

export interface ActionDesign {
  /** Active actions are played when the card is flipped; reactive ones spend a held card. */
  kind: 'active' | 'reactive';
  /** The move that plays it (reactions are all answered with `react`). */
  move: 'attack' | 'moveBase' | 'stand' | 'throwDisc' | 'react';
  /** What the action does, in the seed's words; the effect is the named move's `apply`. */
  rule: string;
}

/** The seven actions an Action Card can become (seed "Actions"). */
export const ACTIONS: Record<ActionName, ActionDesign> = {
  attack: {
    kind: 'active',
    move: 'attack',
    rule: 'With your disc in hand, strike a program whose base overlaps yours: it Dodges with a held card, or is De-Rezzed.',
  },
  move: {
    kind: 'active',
    move: 'moveBase',
    rule: 'Move your base up to 4″; crossing your own resting disc offers a Catch.',
  },
  stand: { kind: 'active', move: 'stand', rule: 'A Prone program stands up (its only action).' },
  throw: {
    kind: 'active',
    move: 'throwDisc',
    rule: 'Throw your disc: the Movement Base from your base edge, the marker at its far end.',
  },
  block: {
    kind: 'reactive',
    move: 'react',
    rule: 'With your disc in hand, stop another disc crossing your base; the Direction Die re-aims it.',
  },
  catch: {
    kind: 'reactive',
    move: 'react',
    rule: 'Catch your own disc crossing your base (with no card held, dive for it and land Prone).',
  },
  dodge: {
    kind: 'reactive',
    move: 'react',
    rule: 'Let another disc or an Attack miss you (with no card held, dive out of the way and land Prone).',
  },
};

/** The shared deck at setup: every program's cards but the one it holds, sorted (no order is kept). */
export function startingDeck(seats: string[]): ActionCard[] {
  const perProgram = CARDS_PER_PROGRAM - CARDS_HELD_AT_START;
  return seats.flatMap((seat) => Array.from({ length: perProgram }, () => seat)).sort();
}

/** Draw the next card: a uniformly random one of those left. The deck stays sorted. */
export function drawCard(G: State, random: Randomness): ActionCard {
  const index = random.Die(G.deck.length) - 1;
  const sorted = [...G.deck].sort();
  const [card] = sorted.splice(index, 1);
  G.deck = sorted;
  return card;
}

/** A De-Rezzed program's cards leave the game (its disc lives on without them). */
export function removeCardsOf(G: State, seat: string): void {
  G.deck = G.deck.filter((card) => card !== seat);
  G.used = G.used.filter((card) => card !== seat);
}
