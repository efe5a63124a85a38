/**
 * Inference from what opponents do: the worlds the search plays in are weighted by how likely
 * each opponent's observed public decisions are in them, under a model of that opponent's play
 * (the game's `bot.model`, else its `bot.policy`). A bot that heard "five 4s" then mostly plays
 * in worlds where the bidder holds 4s.
 *
 * Sampling-importance-resampling: a pool of worlds is dealt by the game's `determinize` (what the
 * seat cannot see, uniformly), each weighed by the product over the observations of the chance
 * the model gives the opponent's choice in that world, and every search iteration draws one
 * world of the pool in proportion to its weight. It reads only what the seat may: its own views
 * before each observed decision, and the decisions themselves as the table saw them.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, GameModule, Randomness } from '@gridplay/core';
import { moveKey } from './search-tree';
import type { WorldSampler } from './sample-world';

/** One public decision of another seat, as the observing seat saw it. */
export interface Observation {
  /** The observing seat's playerView just before the decision. */
  view: unknown;
  ctx: Ctx;
  /** Who decided. */
  actor: PlayerID;
  /** What the table saw it choose (never a secret move's arguments). */
  choice: AiMove;
}

export interface InferenceOptions {
  /** Worlds dealt and weighed before the search (the most; the time cap may stop it sooner). */
  poolSize: number;
  /** Stop dealing the pool after this many ms (a share of the decision's budget). */
  timeMs: number;
  now?: () => number;
}

/**
 * The model's floor: an opponent bluffs, misjudges, plays a style the policy does not know. Each
 * observed choice keeps at least this share of a uniform pick, so no single bid can rule a world
 * out, and evidence adds up over several decisions.
 */
export const BLUFF_SHARE = 0.25;

type Enumerate = (G: unknown, ctx: Ctx, seat: PlayerID) => AiMove[];

/** The game's model of another seat's play: `bot.model`, else its `bot.policy`. */
export function opponentModel(module: GameModule) {
  return module.bot?.model ?? module.bot?.policy;
}

/** Whether the bot can read what the others do: the game can recall a decision and model it. */
export function infers(module: GameModule): boolean {
  return Boolean(module.bot?.recall && opponentModel(module));
}

/**
 * How likely `actor` was to choose `choice` in `state` (its decision state in one world): the
 * model's share of it among the moves `enumerate` offers (the choice added when it was a move
 * outside them, such as a jump bid), mixed with a uniform pick (`BLUFF_SHARE`).
 */
export function choiceLikelihood(
  module: GameModule,
  state: unknown,
  ctx: Ctx,
  actor: PlayerID,
  choice: AiMove,
): number {
  const model = opponentModel(module);
  if (!model) return 1;
  const offered = (module.game.ai.enumerate as Enumerate)(state, ctx, actor);
  const key = moveKey(choice);
  let index = offered.findIndex((move) => moveKey(move) === key);
  const moves = index >= 0 ? offered : [...offered, choice];
  if (index < 0) index = moves.length - 1;
  const weights = model(state, ctx, actor, moves);
  let sum = 0;
  for (const weight of weights) sum += Number.isFinite(weight) && weight > 0 ? weight : 0;
  const weight = Number.isFinite(weights[index]) && weights[index] > 0 ? weights[index] : 0;
  // All zero is the model's "no preference": uniform, as the search reads it.
  const share = sum > 0 ? weight / sum : 1 / moves.length;
  return (1 - BLUFF_SHARE) * share + BLUFF_SHARE / moves.length;
}

/** The observations that can inform `seat`'s worlds: other seats' decisions, when the game can recall them. */
export function usableObservations(
  module: GameModule,
  seat: PlayerID,
  observations: readonly Observation[] | undefined,
): Observation[] {
  if (!observations || !infers(module)) return [];
  return observations.filter((observation) => observation.actor !== seat);
}

/** Log of the chance of every observed decision in `world` (0 when none is recalled in it). */
export function logLikelihood(
  module: GameModule,
  world: unknown,
  observations: readonly Observation[],
): number {
  const recall = module.bot!.recall!;
  let total = 0;
  for (const { view, ctx, actor, choice } of observations) {
    const then = recall(world, view, ctx, actor);
    if (then === undefined) continue;
    total += Math.log(choiceLikelihood(module, then, ctx, actor, choice));
  }
  return total;
}

/**
 * `base` (the game's uniform sampler) reweighed by the observations. The pool is dealt on the
 * first draw, from the search's own dice, so a decision still replays exactly from its seed.
 * Without usable observations it is `base` itself.
 */
export function inferringSampler(
  module: GameModule,
  base: WorldSampler,
  observations: readonly Observation[],
  options: InferenceOptions,
): WorldSampler {
  if (observations.length === 0) return base;
  const now = options.now ?? (() => performance.now());
  let pool: unknown[] | undefined;
  let cumulative: number[] = [];
  return (random: Randomness) => {
    if (!pool) {
      const worlds: unknown[] = [];
      const logs: number[] = [];
      const started = now();
      while (worlds.length < options.poolSize) {
        const world = base(random);
        worlds.push(world);
        logs.push(logLikelihood(module, world, observations));
        if (worlds.length >= 16 && now() - started > options.timeMs) break;
      }
      const top = Math.max(...logs);
      let sum = 0;
      cumulative = logs.map((log) => (sum += Math.exp(log - top)));
      pool = worlds;
    }
    const draw = random.Number() * cumulative[cumulative.length - 1];
    // Binary search for the first cumulative weight above the draw.
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > draw) high = middle;
      else low = middle + 1;
    }
    return pool[low];
  };
}
