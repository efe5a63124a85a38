/**
 * What each seat sees: its own cup, and every other cup as its number of dice only. Spectators
 * see no die. The last reveal (a Dudo or Calza) is public: it was shown to the whole table.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { hideZone, randomIndex, viewSeats, type Randomness } from '@gridplay/core';
import { SIDES, type Face } from './dice';
import type { State, View } from './state';

export function playerView({
  G,
  playerID,
}: {
  G: State;
  ctx: Ctx;
  playerID: PlayerID | null;
}): View {
  return { ...G, cups: viewSeats(G.cups, playerID, (cup) => hideZone(cup)) };
}

/** Turn one of `owner`'s dice to another face: only `owner`'s secret changes. */
export function perturbSecrets(G: State, _ctx: Ctx, owner: PlayerID, random: Randomness): State {
  const cup = [...G.cups[owner]];
  if (cup.length === 0) return G;
  const i = randomIndex(random, cup.length);
  cup[i] = (((cup[i] - 1 + random.Die(SIDES - 1)) % SIDES) + 1) as Face;
  return { ...G, cups: { ...G.cups, [owner]: cup.sort((a, b) => a - b) } };
}
