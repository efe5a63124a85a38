import { defineGameModule, seatName } from '@gridplay/core';
import { meta } from './meta';
import { game } from './game';
import { bot } from './ai';
import { perturbSecrets } from './view';
import type { State } from './state';

export default defineGameModule<State>({
  meta,
  game,
  board: () => import('./board/Board'),
  bot,
  perturbSecrets,
  prompt: ({ ctx }, playerID) =>
    playerID === ctx.currentPlayer
      ? 'Play a card onto the pile'
      : `Waiting for ${seatName(meta, ctx.currentPlayer)}`,
  outcome: (gameover) =>
    `${seatName(meta, (gameover as { loser: string }).loser)} tipped the pile and loses`,
});
