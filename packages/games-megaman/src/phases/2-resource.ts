/**
 * 2. Resource phase: the active player may play up to 4 resources whose requirements are met,
 * into the 4 resource places, one of each name (subtitles do not make another name). Nothing is
 * spent in this phase. The player ends it ("Done with resources"); the rules end it only for a
 * reason the whole table can see (RULES.md rule 10).
 */
import { zoneSize } from '@gridplay/core';
import {
  RESOURCE_PLACES,
  RESOURCES_PER_PHASE,
  type AnyState,
  type MegaManState,
  type Seat,
} from '../state';
import { beginMainPhase } from './3-main';

/**
 * True when no resource could be played whatever the hand holds: it is empty, every resource
 * place is filled, or 4 were played this phase. Whether the cards in a hidden hand could be
 * played is never asked: ending the phase for that reason would tell the table what the hand
 * holds (core's forcedMove principle).
 */
export function resourcePhaseIsOver(G: AnyState, seat: Seat): boolean {
  const piles = G.seats[seat];
  return (
    zoneSize(piles.hand) === 0 ||
    piles.resources.length >= RESOURCE_PLACES ||
    G.resourcesPlayed >= RESOURCES_PER_PHASE
  );
}

export function beginResourcePhase(G: MegaManState, seat: Seat): void {
  G.resourcesPlayed = 0;
  continueResourcePhase(G, seat);
}

/** Stay in the phase until the player ends it, or public facts leave nothing to play. */
export function continueResourcePhase(G: MegaManState, seat: Seat): void {
  if (resourcePhaseIsOver(G, seat)) beginMainPhase(G, seat);
  else G.pending = { seat, stage: 'resources' };
}
