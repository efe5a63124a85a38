import { defineGameModule } from '@gridplay/core';
import { bot } from './ai';
import { forcedMove } from './forced';
import { game } from './game';
import { meta } from './meta';
import { outcome, prompt } from './prompt';
import type { State, View } from './state';
import { perturbSecrets } from './view';

export default defineGameModule<State, View>({
  meta,
  game,
  board: () => import('./board/Board'),
  bot,
  perturbSecrets,
  prompt,
  outcome,
  forcedMove,
  tutorial: () => import('./tutorial'),
});
