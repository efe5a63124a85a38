/**
 * 1. Draw phase, in this order: power up (the top card of the deck goes face down into the
 * newest gauge position; with 5 already there, the oldest goes to the discard first), draw a
 * card, discard down to 5 (the player chooses, one card at a time).
 */
import { narrate } from '@gridplay/core';
import { drawCards, takeTop } from '../effects';
import { GAUGE_SIZE, HAND_LIMIT, seatLabel, type MegaManState, type Seat } from '../state';
import { beginResourcePhase } from './2-resource';

export function powerUp(G: MegaManState, seat: Seat): void {
  const { gauge, discard } = G.seats[seat];
  if (gauge.length >= GAUGE_SIZE) discard.push(gauge.shift()!);
  const card = takeTop(G, seat);
  if (card !== undefined) gauge.push(card);
}

export function beginTurn(G: MegaManState, seat: Seat): void {
  G.turnNumber++;
  powerUp(G, seat);
  // The variant against the first player's edge: the match's first turn draws nothing.
  const skipsDraw = G.turnNumber === 1 && G.firstPlayerSkipsFirstDraw === true;
  if (!skipsDraw) drawCards(G, seat, 1);
  narrate(
    G,
    `Turn ${G.turnNumber}: ${seatLabel(seat)} powers up (gauge ${G.seats[seat].gauge.length}) and ${skipsDraw ? 'draws no card (the first player skips the first draw)' : 'draws a card'}.`,
  );
  afterDraw(G, seat);
}

/** Discard down while over the limit, then the resource phase. */
export function afterDraw(G: MegaManState, seat: Seat): void {
  if (G.seats[seat].hand.length > HAND_LIMIT) G.pending = { seat, stage: 'discardDown' };
  else beginResourcePhase(G, seat);
}
