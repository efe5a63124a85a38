/** The Matrix card game as a Gridplay game module. */
import { defineGameModule, type GameModule } from '@gridplay/core';
import { meta } from './meta';
import { game } from './game';
import { determinize, evaluate, greedyMove } from './ai';
import { balance } from './balance';
import { perturbSecrets } from './view';
import { forcedMove } from './forced';
import { prompt, outcome, phaseLabel } from './prompt';
import type { MatrixState } from './state';

const module: GameModule<MatrixState> = defineGameModule<MatrixState>({
  meta,
  game,
  board: () => import('./board/Board'),
  tutorial: () => import('./tutorial'),
  bot: { determinize, evaluate, rollout: greedyMove as never },
  balance,
  perturbSecrets,
  forcedMove: forcedMove as never,
  prompt: prompt as never,
  outcome: outcome as never,
  phaseLabel,
});

export default module;
export { game, meta };
export type { MatrixState } from './state';
