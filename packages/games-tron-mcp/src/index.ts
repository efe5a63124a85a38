/** Tron vs the MCP as a Gridplay game module. */
import {
  defineGameModule,
  recallSeatPiles,
  referenceGuidance,
  type GameModule,
} from '@gridplay/core';
import { meta } from './meta';
import { game } from './game';
import { determinize, evaluate, greedyMove } from './ai';
import { reference, referenceMove } from './reference-bot';
import { perturbSecrets } from './view';
import { forcedMove } from './forced';
import { prompt, outcome, phaseLabel } from './prompt';
import type { TronMcpState, TronMcpView } from './state';

const module: GameModule<TronMcpState, TronMcpView> = defineGameModule({
  meta,
  game,
  board: () => import('./board/Board'),
  bot: {
    determinize,
    evaluate,
    // The search plays and prefers what the reference player would: it beat the search with the
    // greedy rollout (bots README, "Tron"), which stays as the baseline bot-check measures.
    ...referenceGuidance<TronMcpState>(referenceMove),
    // Inference: the other side's decisions, read with the same rules as the model of its play,
    // weigh the hands the search deals it (while that hand is unchanged since the decision).
    recall: recallSeatPiles,
    baseline: { rollout: greedyMove },
    reference,
  },
  perturbSecrets,
  prompt,
  outcome,
  phaseLabel,
  forcedMove,
  tutorial: () => import('./tutorial'),
});

export default module;
export { game, meta };
export type { TronMcpState } from './state';
