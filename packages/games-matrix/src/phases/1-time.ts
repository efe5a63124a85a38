/**
 * Phase 1, Time: a new turn begins. The Machines take a Time counter; neutralized characters
 * recover; each player over the hand limit of 10 discards down, choosing which (Humans first).
 */
import { act } from './flow';
import { HAND_LIMIT, HUMANS, MACHINES, type MatrixState, type Pending } from '../state';

export function nextOverHandLimit(G: MatrixState): Pending | null {
  for (const seat of [HUMANS, MACHINES] as const) {
    if (G.seats[seat].hand.length > HAND_LIMIT) return act(seat, 'discardDown');
  }
  return null;
}

export function beginTime(G: MatrixState): void {
  G.turn += 1;
  G.timeCounters += 1;
  G.neutralized = [];
  G.pending = nextOverHandLimit(G);
}
