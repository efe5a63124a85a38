/** The boardgame.io game: setup, the placement phase, then rounds until someone wins. */
import { invalidSetupData, type GridplayGame, RULES_OWN_THE_FLOW } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { meta } from './meta';
import { chooseCard } from './moves/choose-card';
import { chooseDashDirection } from './moves/choose-dash-direction';
import { chooseFacing } from './moves/choose-facing';
import { placeCycle } from './moves/place-cycle';
import { beginPlacement } from './phases/1-placement';
import { beginRound } from './phases/2-choose';
import { setup } from './setup';
import type { LightcycleState, LightcycleView } from './state';
import { playerView } from './view';

export const game: GridplayGame<LightcycleState, LightcycleView> = {
  name: 'lightcycle',
  minPlayers: meta.minPlayers,
  maxPlayers: meta.maxPlayers,
  setup,
  validateSetupData: (setupData, numPlayers) => invalidSetupData(meta, setupData, numPlayers),
  phases: {
    // Setup: one player at a time places a cycle (phases/1-placement.ts); then the flags.
    placement: {
      start: true,
      next: 'rounds',
      turn: {
        onBegin: beginPlacement,
        stages: { place: { moves: { placeCycle } } },
      },
    },
    // Every round: choose a card in secret (2), reveal (3), resolve in priority order with the
    // Dash directions chosen after the Regular moves (4), score (5), respawn the dead (6),
    // replace the flags (7).
    rounds: {
      turn: {
        onBegin: beginRound,
        stages: {
          choose: { moves: { chooseCard } },
          dash: { moves: { chooseDashDirection } },
          respawn: { moves: { chooseFacing } },
        },
      },
    },
  },
  playerView,
  // The rules give players no events: the flow sets every active seat itself.
  events: RULES_OWN_THE_FLOW,
  disableUndo: true,
  ai: { enumerate },
};
