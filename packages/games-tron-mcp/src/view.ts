/**
 * What each seat may see (RULINGS §1, Secrets): hands and deck order are secret; discards, cards
 * in play, hand and deck sizes are public; a revealed hand or deck top is visible only to the
 * player who looked. Spectators see no secrets.
 */
import { redealHandAndDeck, revealsFor, viewSeatPiles, type Randomness } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import {
  MCP,
  TRON,
  type Seat,
  type SeatPilesView,
  type TronMcpState,
  type TronMcpView,
} from './state';

export function playerView({
  G,
  playerID,
}: {
  G: TronMcpState;
  ctx: Ctx;
  playerID: PlayerID | null;
}): TronMcpView {
  const seats = {} as Record<Seat, SeatPilesView>;
  for (const seat of [TRON, MCP] as const)
    seats[seat] = viewSeatPiles(G.seats[seat], seat === playerID);
  return { ...G, seats, reveals: revealsFor(G.reveals, playerID) };
}

/**
 * Change only `owner`'s secrets: deal its hand afresh from hand and deck together and reshuffle
 * the deck. Sizes stay as they were, so nothing another seat may see changes.
 */
export function perturbSecrets(
  G: TronMcpState,
  _ctx: Ctx,
  owner: PlayerID,
  random: Randomness,
): TronMcpState {
  return redealHandAndDeck(G, random, (copy) => copy.seats[owner as Seat]);
}
