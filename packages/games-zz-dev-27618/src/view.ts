import type { Ctx, PlayerID } from 'boardgame.io';
import { hideZone, viewSeats, type Randomness } from '@gridplay/core';
import type { State, View } from './state';

export function playerView({ G, playerID }: { G: State; playerID: PlayerID | null }): View {
  return {
    ...G,
    deck: hideZone(G.deck),
    hands: viewSeats(G.hands, playerID, (hand) => hideZone(hand)),
  };
}

/** Re-deal `owner`'s hand from the deck: only `owner`'s secrets (and the hidden deck) change. */
export function perturbSecrets(G: State, _ctx: Ctx, owner: PlayerID, random: Randomness): State {
  const pool = random.Shuffle([...G.deck, ...G.hands[owner]]);
  const hand = pool.splice(0, G.hands[owner].length);
  return { ...G, deck: pool, hands: { ...G.hands, [owner]: hand } };
}
