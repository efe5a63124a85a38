/**
 * What each seat sees. Secret: the card each player has chosen (until all have chosen), the Dash
 * directions (until all Dash players have chosen), the Specials in other hands (their number is
 * public) and the deck's order. Spectators see no secret at all.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { hideZone, randomIndex, viewSeats, type Randomness } from '@gridplay/core';
import type { SpecialCard } from './cards';
import { type HiddenChoice, type LightcycleState, type LightcycleView } from './state';

const HIDDEN: HiddenChoice = { hidden: true };

function hideOthers<T>(
  record: Record<string, T | null>,
  viewer: PlayerID | null | undefined,
): Record<string, T | HiddenChoice | null> {
  const out: Record<string, T | HiddenChoice | null> = {};
  for (const [player, value] of Object.entries(record))
    out[player] = value === null || player === viewer ? value : HIDDEN;
  return out;
}

export function playerView({
  G,
  playerID,
}: {
  G: LightcycleState;
  ctx: Ctx;
  playerID: PlayerID | null;
}): LightcycleView {
  return {
    ...G,
    seats: viewSeats(G.seats, playerID, (seat) => ({ ...seat, hand: hideZone(seat.hand) })),
    deck: hideZone(G.deck),
    choices: hideOthers(G.choices, playerID),
    dashTurns: hideOthers(G.dashTurns, playerID),
  };
}

/**
 * Change only `owner`'s secrets: swap a Special in their hand with one of another kind from the
 * deck, and change their unrevealed card or Dash direction.
 */
export function perturbSecrets(
  G: LightcycleState,
  _ctx: Ctx,
  owner: PlayerID,
  random: Randomness,
): LightcycleState {
  const next = structuredClone(G);
  const hand = next.seats[owner].hand;
  if (hand.length > 0) {
    const i = randomIndex(random, hand.length);
    const j = next.deck.findIndex((card: SpecialCard) => card.def !== hand[i].def);
    if (j !== -1) [hand[i], next.deck[j]] = [next.deck[j], hand[i]];
  }
  const choice = next.choices[owner];
  if (choice) next.choices[owner] = choice.card === 'left' ? { card: 'right' } : { card: 'left' };
  const turn = next.dashTurns[owner];
  if (turn) next.dashTurns[owner] = turn === 'left' ? 'right' : 'left';
  return next;
}
