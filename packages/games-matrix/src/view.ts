/**
 * What each seat may see (RULINGS §4, Secrets): hands and deck order are secret; discards,
 * characters in play, counters, completed Missions, the Mission being attempted and the dice
 * once rolled are public. No future roll exists in the state: dice are rolled by the random
 * plugin at the moment a contest opens. Spectators see no secrets.
 */
import { redealHandAndDeck, viewSeatPiles, type Randomness } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { SEATS, type MatrixState, type MatrixView, type Seat, type SeatPilesView } from './state';

export function playerView({
  G,
  playerID,
}: {
  G: MatrixState;
  ctx?: Ctx;
  playerID: PlayerID | null;
}): MatrixView {
  const seats = {} as Record<Seat, SeatPilesView>;
  for (const seat of SEATS) seats[seat] = viewSeatPiles(G.seats[seat], seat === playerID);
  return { ...G, seats };
}

/**
 * Change only `owner`'s secrets: deal its hand afresh from hand and deck together and reshuffle
 * the deck. Sizes stay as they were, so nothing another seat may see changes.
 */
export function perturbSecrets(
  G: MatrixState,
  _ctx: Ctx,
  owner: PlayerID,
  random: Randomness,
): MatrixState {
  return redealHandAndDeck(G, random, (copy) => copy.seats[owner as Seat]);
}
