/**
 * 2. Resource phase: the active player may play up to 4 resources whose requirements are met,
 * into the 4 resource places, one of each name (subtitles do not make another name). Nothing is
 * spent in this phase. It is skipped when no resource in hand could be played.
 */
import { resourceProblem } from '../rules';
import type { AnyState, MegaManState, Seat } from '../state';
import { beginMainPhase } from './main-phase';

export function playableResources(G: AnyState, seat: Seat): string[] {
  const hand = G.seats[seat].hand;
  return Array.isArray(hand) ? hand.filter((card) => !resourceProblem(G, seat, card)) : [];
}

export function beginResourcePhase(G: MegaManState, seat: Seat): void {
  G.resourcesPlayed = 0;
  continueResourcePhase(G, seat);
}

/** Stay in the phase while another resource could be played; else on to the main phase. */
export function continueResourcePhase(G: MegaManState, seat: Seat): void {
  if (playableResources(G, seat).length > 0) G.pending = { seat, stage: 'resources' };
  else beginMainPhase(G, seat);
}
