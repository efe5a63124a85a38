import type { Observation, RootStatistics } from '@gridplay/core/bots';
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
  /** The other seats' public decisions as this seat saw them (LocalSession.observationsFor). */
  observations?: Observation[];
  /** This seat's share of the time budget when several seats think at once (default: all of it). */
  timeMs?: number;
}

/** A search's root statistics: the runner merges the searches of one decision (root parallel). */
export type BotReply = { id: number; search: RootStatistics } | { id: number; error: string };
