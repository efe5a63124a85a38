/**
 * The boardgame.io game, in the seed's turn order. One boardgame.io turn = one flipped card:
 * 1. the top card is flipped and its program's turn begins (turn order reads G.flipped);
 * 2. the program performs an active action or holds the card;
 * 3. after an active action the discs in flight move;
 * 4. a disc crossing a base stops for that program's reaction (a stage given to it alone);
 * 5. when the deck is spent, the used cards go back and the next turn starts.
 * `phases/flow.ts` hands over from one step to the next.
 */
import { invalidSetupData, type GridplayGame, RULES_OWN_THE_FLOW } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { meta } from './meta';
import { teamsRefusal, readOptions } from './options';
import { attack, moveBase, stand, throwDisc } from './moves/active-actions';
import { hold, recall } from './moves/hold-and-recall';
import { react } from './moves/react';
import { flipOrder } from './phases/1-flip';
import { REACT_STAGE } from './phases/4-reactions';
import { setup } from './setup';
import type { State, View } from './state';
import { playerView } from './view';

export const game: GridplayGame<State, View> = {
  name: 'disc-battle',
  minPlayers: meta.minPlayers,
  maxPlayers: meta.maxPlayers,
  setup: (context, setupData) => setup(context, setupData),
  validateSetupData: (setupData, numPlayers) =>
    invalidSetupData(meta, setupData, numPlayers) ??
    teamsRefusal(readOptions(setupData, numPlayers).teams, numPlayers),
  turn: {
    // 1. The flipped card's program has the turn.
    order: flipOrder,
    // 4. A disc crossing a base: only that program answers.
    stages: { [REACT_STAGE]: { moves: { react } } },
  },
  // 2. Act or hold (3 and 5 follow from each move: phases/flow.ts).
  moves: { moveBase, throwDisc, attack, stand, hold, recall },
  endIf: ({ G }) => G.result ?? undefined,
  playerView,
  // Players get no events: the rules move the turn and the stages themselves.
  events: RULES_OWN_THE_FLOW,
  disableUndo: true,
  ai: { enumerate },
};
