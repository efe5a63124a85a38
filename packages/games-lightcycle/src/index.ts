import { defineGameModule } from '@gridplay/core';
import { determinize, evaluate, rollout } from './ai';
import { reference } from './reference-bot';
import { game } from './game';
import { meta } from './meta';
import { outcome, phaseLabel, prompt } from './prompt';
import type { LightcycleState, LightcycleView } from './state';
import { perturbSecrets } from './view';
import { forcedMove } from './forced';

export default defineGameModule<LightcycleState, LightcycleView>({
  meta,
  game,
  board: () => import('./board/Board'),
  tutorial: () => import('./tutorial'),
  bot: { determinize, evaluate, rollout, reference },
  perturbSecrets,
  prompt,
  outcome,
  phaseLabel,
  forcedMove,
});
