/**
 * Phase 2, the rounds: everyone alive chooses a card in secret (stage `choose`); the cards are
 * revealed and resolved; Dash players choose their direction after the Regular moves (stage
 * `dash`); dead players respawn one at a time and choose their facing (stage `respawn`).
 */
import type { PhaseConfig } from 'boardgame.io';
import { chooseCard } from '../moves/choose-card';
import { chooseDashDirection } from '../moves/choose-dash-direction';
import { chooseFacing } from '../moves/choose-facing';
import { beginRound } from '../round/flow';
import type { LightcycleState } from '../state';

export const roundsPhase: PhaseConfig<LightcycleState> = {
  turn: {
    onBegin: ({ G, events }) => beginRound({ G, events }),
    stages: {
      choose: { moves: { chooseCard } },
      dash: { moves: { chooseDashDirection } },
      respawn: { moves: { chooseFacing } },
    },
  },
};
