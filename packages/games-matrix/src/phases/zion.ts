/**
 * Phase 2, Zion: the Humans take any one card from their deck, or draw its top two; the deck is
 * then shuffled. Then they may bring Characters from their hand into play (RULINGS §4).
 */
import { act } from './contest';
import { HUMANS, type MatrixState } from '../state';

export function beginZion(G: MatrixState): void {
  G.pending = act(HUMANS, 'draw');
}
