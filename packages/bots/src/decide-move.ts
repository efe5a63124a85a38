/**
 * The fair bot's one entry point for apps: given a seat's playerView (never the full state),
 * choose that seat's move. Synchronous and CPU-bound for up to the difficulty's time budget:
 * browsers run it in a Web Worker, the server off the request path.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, GameModule } from '@gridplay/core';
import { botRandom } from './bot-random';
import {
  budgetOf,
  isDifficulty,
  DIFFICULTIES,
  type Difficulty,
  type SearchBudget,
} from './difficulty';
import { inferringSampler, usableObservations, type Observation } from './inference';
import { searchMove, type SearchResult } from './ismcts';
import { worldSampler } from './sample-world';
import type { SimulationEngine } from './simulator';

export interface DecideMoveRequest {
  module: GameModule;
  /** The deciding seat's playerView. */
  G: unknown;
  ctx: Ctx;
  seat: PlayerID;
  difficulty: Difficulty;
  /** Same seed, same view → same decision (when the budget is counted in iterations). */
  seed?: string | number;
  /** Overrides the difficulty's budget (benchmarks, tests). */
  budget?: Partial<SearchBudget>;
  /** Overrides the playout length before `bot.evaluate` scores it (benchmarks). */
  playoutDepth?: number;
  /** Overrides the UCB exploration constant (benchmarks). */
  exploration?: number;
  /** How playouts run the rules (default: the fast path; `reducer` for comparisons). */
  engine?: SimulationEngine;
  /**
   * Other seats' public decisions as this seat saw them (`inference.ts`): the worlds are weighed
   * by how likely those decisions are in them. Empty or absent: uniform worlds.
   */
  observations?: readonly Observation[];
  /** `false` ignores `observations` (to measure what inference adds). Default true. */
  inference?: boolean;
}

/** Worlds dealt and weighed for inference: a few per iteration, at most this many. */
const POOL_PER_ITERATION = 4;
const MOST_POOL = 1000;
/** Share of the decision's time the pool may take. */
const POOL_TIME_SHARE = 0.1;

/** Internal: whether the view is known to equal the full state (FairBot can tell; apps cannot). */
export interface DecideMoveContext {
  viewIsWhole?: boolean;
}

export function searchDecision(
  request: DecideMoveRequest,
  context: DecideMoveContext = {},
): SearchResult {
  const { module, G, ctx, seat, difficulty } = request;
  if (!isDifficulty(difficulty)) {
    throw new Error(
      `Unknown difficulty "${String(difficulty)}": choose one of ${DIFFICULTIES.join(', ')}.`,
    );
  }
  if (ctx.numPlayers <= Number(seat) || !ctx.playOrder.includes(seat)) {
    throw new Error(`Seat "${seat}" is not playing in this ${module.meta.id} match.`);
  }
  const budget = { ...budgetOf(difficulty), ...request.budget };
  const uniform = worldSampler(module, G, ctx, seat, context.viewIsWhole);
  const observations =
    request.inference === false ? [] : usableObservations(module, seat, request.observations);
  const sampler = inferringSampler(module, uniform, observations, {
    poolSize: Math.min(MOST_POOL, budget.iterations * POOL_PER_ITERATION),
    timeMs: budget.timeMs * POOL_TIME_SHARE,
  });
  return searchMove({
    module,
    view: G,
    ctx,
    seat,
    sampler,
    budget,
    random: botRandom(request.seed),
    playoutDepth: request.playoutDepth,
    exploration: request.exploration,
    engine: request.engine,
  });
}

/** The move `seat` should make now, or undefined when it has nothing to do. */
export function decideMove(request: DecideMoveRequest): AiMove | undefined {
  return searchDecision(request).choice;
}
