/** The Matrix card game as a Gridplay game module. */
import { defineGameModule, type GameModule } from '@gridplay/core';
import { meta } from './meta';
import { game } from './game';
import { determinize, evaluate, greedyMove } from './ai';
import { reference } from './reference-bot';
import { model, recall } from './inference';
import { balance } from './balance';
import { perturbSecrets } from './view';
import { forcedMove } from './forced';
import { prompt, outcome, phaseLabel } from './prompt';
import type { MatrixState, MatrixView } from './state';

const module: GameModule<MatrixState, MatrixView> = defineGameModule({
  meta,
  game,
  board: () => import('./board/Board'),
  tutorial: () => import('./tutorial'),
  bot: {
    determinize,
    evaluate,
    rollout: greedyMove,
    reference,
    // Inference from the other side's decisions (inference.ts); the baseline, without it, is the
    // search as it was before, which `bot-check --vs hard-baseline` measures against.
    recall,
    model,
    baseline: { rollout: greedyMove },
  },
  balance,
  perturbSecrets,
  forcedMove,
  prompt,
  outcome,
  phaseLabel,
});

export default module;
export { game, meta };
export type { MatrixState } from './state';
