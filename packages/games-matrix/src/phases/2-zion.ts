/**
 * Phase 2, Zion: the Humans take any one card from their deck, or draw its top two; the deck is
 * then shuffled. A deck that has run out is refilled from the shuffled discard before the choice.
 * Then they may bring Characters from their hand into play (RULINGS §4).
 */
import type { Randomness } from '@gridplay/core';
import { refillEmptyDeck } from '../effects';
import { act } from './flow';
import { HUMANS, type MatrixState } from '../state';

export function beginZion(G: MatrixState, random: Randomness): void {
  refillEmptyDeck(G, HUMANS, random);
  G.pending = act(HUMANS, 'draw');
}
