import { defineGameModule } from '@gridplay/core';
import { bot } from './ai';
import { forcedMove } from './forced';
import { game } from './game';
import { meta } from './meta';
import { outcome, phaseLabel, prompt } from './prompt';
import { reference } from './reference-bot';
import type { State, View } from './state';
import { perturbSecrets } from './view';

export default defineGameModule<State, View>({
  meta,
  game,
  board: () => import('./board/Board'),
  tutorial: () => import('./tutorial'),
  bot: { ...bot, reference },
  perturbSecrets,
  forcedMove,
  prompt,
  outcome,
  phaseLabel,
});
