/**
 * The boardgame.io game: setup, then rounds — roll, bid round the table, Dudo (or Calza) — until
 * one player has dice left. Each turn is one move; the rules, not the players, end it.
 */
import { invalidSetupData, RULES_OWN_THE_FLOW, type GridplayGame } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { meta } from './meta';
import { bid } from './phases/2-bid';
import { dudo } from './phases/3-dudo';
import { calza } from './phases/4-calza';
import { nextIn, seatsIn } from './rules';
import { setup } from './setup';
import type { State, View } from './state';
import { playerView } from './view';

export const game: GridplayGame<State, View> = {
  name: 'liars-dice',
  minPlayers: meta.minPlayers,
  maxPlayers: meta.maxPlayers,
  setup,
  validateSetupData: (setupData, numPlayers) => invalidSetupData(meta, setupData, numPlayers),
  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: {
      first: ({ G, ctx }) => ctx.playOrder.indexOf(G.opener),
      // After a bid the next player still in; after a Dudo or Calza, the new round's opener.
      next: ({ G, ctx }) =>
        ctx.playOrder.indexOf(G.bid ? nextIn(G, ctx.playOrder, ctx.currentPlayer) : G.opener),
    },
  },
  moves: { bid, dudo, calza },
  endIf: ({ G }) => {
    const left = seatsIn(G);
    return left.length === 1 ? { winner: left[0] } : undefined;
  },
  // Players only make moves: no pass, no ending a turn, no undoing a bid once seen.
  events: RULES_OWN_THE_FLOW,
  disableUndo: true,
  playerView,
  ai: { enumerate },
};
