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
  /** This seat's share of the time budget when several seats think at once (default: all of it). */
  timeMs?: number;
}

export type BotReply = { id: number; choice: AiMove | undefined } | { id: number; error: string };
