import type { CoachAdvice, Observation, RootStatistics } from '@gridplay/bots';
import type { Difficulty } from '../lobby/lobby-api';

export interface BotRequest {
  id: number;
  /** An AI seat's decision (the default). */
  kind?: 'decide';
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

/**
 * "What would the AI do?" for a person's seat (core's `coachAdvice`): what that person sees and
 * nothing more — their seat's view and the public decisions they saw; no seed (the match's seed
 * would tell the dice to come), no difficulty (the coach thinks as long as "normal").
 */
export interface CoachAsk {
  id: number;
  kind: 'coach';
  gameId: string;
  view: unknown;
  ctx: unknown;
  seat: string;
  observations?: Observation[];
}

export type WorkerRequest = BotRequest | CoachAsk;

/** A search's root statistics: the runner merges the searches of one decision (root parallel). */
export type BotReply =
  | { id: number; search: RootStatistics }
  | { id: number; advice: CoachAdvice }
  | { id: number; error: string };
