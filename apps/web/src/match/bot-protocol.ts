import type { AiMove } from '@gridplay/core';
import type { Difficulty } from '../lobby/lobby-api';

export interface BotRequest {
  id: number;
  gameId: string;
  /** The seat's own playerView: the bot never sees more than a player in that seat would. */
  view: unknown;
  ctx: unknown;
  seat: string;
  difficulty: Difficulty;
  seed?: string;
}

export type BotReply = { id: number; choice: AiMove | undefined } | { id: number; error: string };
