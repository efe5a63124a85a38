/**
 * Phase 3, Zero-One (the Machine city): the Machines take any one card from their deck, draw its
 * top two, or take a Character card from their discard back into hand; the deck is then
 * shuffled. Then they may bring Characters from their hand into play.
 */
import { act } from './contest';
import { MACHINES, type MatrixState } from '../state';

export function beginZeroOne(G: MatrixState): void {
  G.pending = act(MACHINES, 'draw');
}
