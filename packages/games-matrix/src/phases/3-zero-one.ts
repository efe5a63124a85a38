/**
 * Phase 3, Zero-One (the Machine city): the Machines take any one card from their deck, draw its
 * top two, or take a Character card from their discard back into hand; the deck is then
 * shuffled. A deck that has run out is refilled from the shuffled discard before the choice
 * (RULINGS §4). Then they may bring Characters from their hand into play.
 */
import type { Randomness } from '@gridplay/core';
import { refillEmptyDeck } from '../effects';
import { act } from './flow';
import { MACHINES, type MatrixState } from '../state';

export function beginZeroOne(G: MatrixState, random: Randomness): void {
  refillEmptyDeck(G, MACHINES, random);
  G.pending = act(MACHINES, 'draw');
}
