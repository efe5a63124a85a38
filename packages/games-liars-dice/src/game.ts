import type { Game } from 'boardgame.io';
import { draw } from '@gridplay/core';
import { HAND_SIZE, LIMIT, newDeck } from './cards';
import { playCard } from './moves';
import type { State } from './state';
import { playerView } from './view';
import { enumerate } from './ai';

export const game: Game<State> & { name: string; ai: { enumerate: typeof enumerate } } = {
  name: 'liars-dice',
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
  events: {
    endGame: false,
    endPhase: false,
    setPhase: false,
    endStage: false,
    setStage: false,
    setActivePlayers: false,
  },
  playerView,
  ai: { enumerate },
};
