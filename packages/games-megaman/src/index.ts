/** The MegaMan Trading Card Game as a Gridplay game module. */
import { defineGameModule, type GameModule } from '@gridplay/core';
import { meta } from './meta';
import { game } from './game';
import { blastFirstRollout, determinize, evaluate, rolloutMove } from './ai';
import { reference } from './reference-bot';
import { model, recall } from './inference';
import { balance } from './balance';
import { finishedView, perturbSecrets } from './view';
import { forcedMove } from './forced';
import { outcome, phaseLabel, prompt } from './prompt';
import type { MegaManState, MegaManView } from './state';

const module: GameModule<MegaManState, MegaManView> = defineGameModule({
  meta,
  game,
  board: () => import('./board/Board'),
  tutorial: () => import('./tutorial'),
  tools: { 'deck-builder': () => import('./deck-builder/DeckBuilderPage') },
  bot: {
    determinize,
    evaluate,
    rollout: rolloutMove,
    reference,
    // Inference from the other seat's decisions (inference.ts).
    recall,
    model,
    baseline: { rollout: blastFirstRollout },
  },
  perturbSecrets,
  finishedView,
  prompt,
  outcome,
  phaseLabel,
  forcedMove,
  balance,
});

export default module;
export { game, meta };
export type { MegaManState, MegaManView } from './state';
