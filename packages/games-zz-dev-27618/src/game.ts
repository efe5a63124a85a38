import type { Game } from 'boardgame.io';
import { draw, RULES_OWN_THE_FLOW } from '@gridplay/core';
import { HAND_SIZE, LIMIT, newDeck } from './cards';
import { playCard } from './moves';
import type { State } from './state';
import { meta } from './meta';
import { playerView } from './view';
import { enumerate } from './ai';

export const game: Game<State> & { name: string; ai: { enumerate: typeof enumerate } } = {
  name: 'zz-dev-27618',
  // From the meta, so LocalMatch (and boardgame.io's lobby) refuse any other count.
  minPlayers: meta.minPlayers,
  maxPlayers: meta.maxPlayers,
  setup: ({ ctx, random }) => {
    const G: State = {
      deck: random.Shuffle(newDeck()),
      hands: {},
      pile: [],
      total: 0,
      lastPlayer: null,
    };
    for (const seat of ctx.playOrder) {
      G.hands[seat] = [];
      draw({ deck: G.deck, discard: [] }, G.hands[seat], HAND_SIZE, random);
    }
    return G;
  },
  turn: { minMoves: 1, maxMoves: 1 },
  moves: { playCard },
  endIf: ({ G, ctx }) => {
    if (G.total < LIMIT || G.lastPlayer === null) return undefined;
    return { loser: G.lastPlayer, winners: ctx.playOrder.filter((p) => p !== G.lastPlayer) };
  },
  // Players send no flow events: the turn ends with the card played. The server and LocalMatch
  // refuse any event the rules do not offer (core's whyEventRefused); RULES_OWN_THE_FLOW says the
  // same to boardgame.io, `pass` included, which it enables unless told.
  events: RULES_OWN_THE_FLOW,
  playerView,
  ai: { enumerate },
};
