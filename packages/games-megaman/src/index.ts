/** The MegaMan Trading Card Game as a Gridplay game module. */
import { defineGameModule, type GameModule } from '@gridplay/core';
import { meta } from './meta';
import { game } from './game';
import { determinize, evaluate, rolloutMove } from './ai';
import { perturbSecrets } from './view';
import { forcedMove } from './forced';
import { outcome, phaseLabel, prompt } from './prompt';
import type { MegaManState } from './state';

const module: GameModule<MegaManState> = defineGameModule<MegaManState>({
  meta,
  game,
  board: () => import('./board/Board') as never,
  tutorial: () => import('./tutorial'),
  bot: { determinize, evaluate, rollout: rolloutMove as never },
  perturbSecrets,
  prompt: prompt as never,
  outcome,
  phaseLabel,
  forcedMove: forcedMove as never,
});

export default module;
export { game, meta };
export type { MegaManState, MegaManView } from './state';
