/** Tron vs the MCP as a Gridplay game module. */
import { defineGameModule, type GameModule } from '@gridplay/core';
import { meta } from './meta';
import { game } from './game';
import { determinize, evaluate, greedyMove } from './ai';
import { perturbSecrets } from './view';
import { forcedMove } from './forced';
import { prompt, outcome, phaseLabel } from './prompt';
import type { TronMcpState } from './state';

const module: GameModule<TronMcpState> = defineGameModule<TronMcpState>({
  meta,
  game,
  board: () => import('./board/Board'),
  bot: { determinize, evaluate, rollout: greedyMove as never },
  perturbSecrets,
  prompt: prompt as never,
  outcome: outcome as never,
  phaseLabel,
  forcedMove: forcedMove as never,
  tutorial: () => import('./tutorial'),
});

export default module;
export { game, meta };
export type { TronMcpState } from './state';
