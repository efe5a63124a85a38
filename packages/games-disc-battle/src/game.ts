/**
 * The boardgame.io game. One boardgame.io turn = one flipped card: its program acts or holds.
 * Reactions are a stage given to the one program that must answer a disc; the turn then passes
 * to whoever owns the next card (turn order reads G.flipped, drawn at random at flip time).
 */
import { invalidSetupData, type GridplayGame, RULES_OWN_THE_FLOW } from '@gridplay/core';
import { enumerate } from './ai';
import { meta } from './meta';
import { attack, moveBase, stand, throwDisc } from './moves/active-actions';
import { hold, recall } from './moves/hold-and-recall';
import { react } from './moves/react';
import { invalidTeams, readOptions } from './options';
import { setup } from './setup';
import type { State, View } from './state';
import { playerView } from './view';

const flippedPosition = ({ G, ctx }: { G: State; ctx: { playOrder: string[] } }) =>
  Math.max(0, ctx.playOrder.indexOf(G.flipped ?? ''));

export const game: GridplayGame<State, View> = {
  name: 'disc-battle',
  minPlayers: meta.minPlayers,
  maxPlayers: meta.maxPlayers,
  setup: (context, setupData) => setup(context, setupData),
  validateSetupData: (setupData, numPlayers) =>
    invalidSetupData(meta, setupData, numPlayers) ??
    invalidTeams(readOptions(setupData, numPlayers).teams, numPlayers),
  moves: { moveBase, throwDisc, attack, stand, hold, recall },
  turn: {
    order: { first: flippedPosition, next: flippedPosition },
    stages: { react: { moves: { react } } },
  },
  endIf: ({ G }) => G.result ?? undefined,
  playerView,
  // Players get no events: the rules move the turn and the stages themselves.
  events: RULES_OWN_THE_FLOW,
  disableUndo: true,
  ai: { enumerate },
};
