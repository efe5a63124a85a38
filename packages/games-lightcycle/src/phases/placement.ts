/**
 * Phase 1, setup placement: in the random placement order, one player at a time puts down their
 * cycle (head, then first trail cell). Then one flag per player goes on a random empty cell.
 */
import type { PhaseConfig } from 'boardgame.io';
import { placeCycle } from '../moves/place-cycle';
import { nextPlacer } from '../round/flow';
import type { LightcycleState } from '../state';

export const placementPhase: PhaseConfig<LightcycleState> = {
  start: true,
  next: 'rounds',
  turn: {
    onBegin: ({ G, events }) => {
      events.setActivePlayers({ value: { [nextPlacer(G)!]: 'place' } });
    },
    stages: { place: { moves: { placeCycle } } },
  },
};
