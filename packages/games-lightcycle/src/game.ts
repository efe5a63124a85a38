/** The boardgame.io game: setup, the placement phase, then rounds until someone wins. */
import { invalidSetupData, type GridplayGame, RULES_OWN_THE_FLOW } from '@gridplay/core';
import { enumerate } from './ai';
import { meta } from './meta';
import { placementPhase } from './phases/placement';
import { roundsPhase } from './phases/rounds';
import { setup } from './setup';
import type { LightcycleState, LightcycleView } from './state';
import { playerView } from './view';

export const game: GridplayGame<LightcycleState, LightcycleView> = {
  name: 'lightcycle',
  minPlayers: meta.minPlayers,
  maxPlayers: meta.maxPlayers,
  setup,
  validateSetupData: (setupData, numPlayers) => invalidSetupData(meta, setupData, numPlayers),
  phases: { placement: placementPhase, rounds: roundsPhase },
  playerView,
  // The rules give players no events: the flow sets every active seat itself.
  events: RULES_OWN_THE_FLOW,
  disableUndo: true,
  ai: { enumerate },
};
