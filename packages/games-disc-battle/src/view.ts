/**
 * What a seat or a spectator sees: everything. The only secret of Disc Battle is the order of the
 * deck (RULINGS §3), and that order does not exist before a flip — the next card is drawn from
 * the random plugin when it is flipped (see deck.ts), and the random plugin's state never reaches
 * a view. The deck is shown as what it is, the sorted list of cards left.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { Randomness } from '@gridplay/core';
import type { State, View } from './state';

export function playerView({ G }: { G: State; playerID: PlayerID | null }): View {
  return { ...G, deck: [...G.deck].sort() };
}

/**
 * The conformance suite's secret check: the one thing that could carry a secret is the order in
 * which the deck's cards are stored; changing it must change no view.
 */
export function perturbSecrets(G: State, _ctx: Ctx, _owner: PlayerID, random: Randomness): State {
  return { ...G, deck: random.Shuffle([...G.deck]) };
}
