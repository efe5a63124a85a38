/**
 * What each seat may see (RULINGS §5): hands, deck order and the face-down power gauge are
 * hidden — the gauge from its owner too, until a blast reveals it; discards, cards in play, the
 * cards a blast revealed, and every zone's size are public. Spectators see no hand.
 */
import { hideZone, type Randomness } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { SEATS, type MegaManState, type MegaManView, type Seat, type SeatView } from './state';

export function playerView({
  G,
  playerID,
}: {
  G: MegaManState;
  ctx?: Ctx;
  playerID: PlayerID | null;
}): MegaManView {
  const seats = {} as Record<Seat, SeatView>;
  for (const seat of SEATS) {
    const piles = G.seats[seat];
    seats[seat] = {
      ...piles,
      deck: hideZone(piles.deck),
      gauge: hideZone(piles.gauge),
      hand: seat === playerID ? piles.hand : hideZone(piles.hand),
    };
  }
  return { ...G, seats };
}

/**
 * Change only `owner`'s secrets: its hand, deck and gauge dealt afresh from the same cards, sizes
 * kept, so nothing another seat may see changes.
 */
export function perturbSecrets(
  G: MegaManState,
  _ctx: Ctx,
  owner: PlayerID,
  random: Randomness,
): MegaManState {
  const next = structuredClone(G);
  const piles = next.seats[owner as Seat];
  if (!piles) return next;
  const pool = random.Shuffle([...piles.hand, ...piles.gauge, ...piles.deck]);
  piles.hand = pool.splice(0, piles.hand.length);
  piles.gauge = pool.splice(0, piles.gauge.length);
  piles.deck = pool;
  return next;
}
