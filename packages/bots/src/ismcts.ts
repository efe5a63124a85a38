/**
 * Information-set Monte Carlo tree search with determinization (single-observer ISMCTS, decoupled
 * per seat for simultaneous moves). Each iteration samples one world consistent with the seat's
 * view, walks the shared tree choosing moves legal in that world, plays out with the game's
 * rollout policy (or at random), and credits every seat with its own reward.
 *
 * The search is given the view and ctx only; hidden cards, deck order and future dice exist
 * only as samples drawn from the bot's own seeded dice.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import {
  type AiMove,
  type BotSupport,
  type GameModule,
  randomIndex,
  type Randomness,
  activePlayersOf,
} from '@gridplay/core';
import { worldSeed } from './bot-random';
import type { SearchBudget } from './difficulty';
import { cutoffRewards, gameoverRewards, type Rewards } from './rewards';
import type { WorldSampler } from './sample-world';
import { policyRollout, policyShares } from './policy';
import { DecisionNode, moveKey, selectArm, type Arm } from './search-tree';
import { simulatorFor, type Simulation, type SimulationEngine, type Simulator } from './simulator';

export interface SearchOptions {
  module: GameModule;
  /** The seat's playerView: all the search knows about the match. */
  view: unknown;
  ctx: Ctx;
  seat: PlayerID;
  sampler: WorldSampler;
  budget: SearchBudget;
  random: Randomness;
  /** Moves in a playout before it is cut off and scored by `bot.evaluate` (default: see below). */
  playoutDepth?: number;
  /** UCB exploration constant; rewards are in [0, 1]. */
  exploration?: number;
  now?: () => number;
  /** How playouts run the rules (default `fast`; `reducer` is boardgame.io's, for comparisons). */
  engine?: SimulationEngine;
}

export interface MoveStatistics {
  choice: AiMove;
  visits: number;
  /** Mean reward for the seat over the playouts that began with this move. */
  value: number;
}

export interface SearchResult {
  choice: AiMove | undefined;
  iterations: number;
  elapsedMs: number;
  /** The seat's root moves, most visited first. */
  moves: MoveStatistics[];
  /** Moves `ai.enumerate` offered that the rules then refused (a bug in the game's enumerate). */
  refusals: number;
}

/**
 * With an evaluation, short playouts scored by it (a long random playout costs more than the
 * extra accuracy is worth); without, play to the end (capped).
 */
const PLAYOUT_DEPTH_WITH_EVALUATE = 10;
const PLAYOUT_DEPTH_TO_END = 400;

type Enumerate = (G: unknown, ctx: Ctx, playerID: PlayerID) => AiMove[];

interface Pick {
  seat: PlayerID;
  arm: Arm;
}

class Search {
  private readonly simulator: Simulator;
  private readonly enumerate: Enumerate;
  private readonly playoutDepth: number;
  private readonly exploration: number;
  /**
   * The game's rollout policy also orders expansion: a move it would play is tried first, so a
   * small budget (easy, or a slow game) still plays the policy's move rather than a random one.
   * A game's `policy` takes that role when it has one (a prior on every node, `selectArm`), and
   * is the rollout policy too when the game has no `rollout`.
   */
  private readonly rollout: BotSupport['rollout'];
  private readonly policy: BotSupport['policy'];
  refusals = 0;

  constructor(private readonly options: SearchOptions) {
    const { module } = options;
    this.simulator = simulatorFor(module.game, options.engine);
    this.enumerate = module.game.ai.enumerate as Enumerate;
    this.playoutDepth =
      options.playoutDepth ??
      (module.bot?.evaluate ? PLAYOUT_DEPTH_WITH_EVALUATE : PLAYOUT_DEPTH_TO_END);
    this.exploration = options.exploration ?? 0.7;
    this.policy = module.bot?.policy;
    this.rollout =
      module.bot?.rollout ?? (this.policy ? policyRollout(this.policy, module.meta.id) : undefined);
  }

  iterate(root: DecisionNode): void {
    const { sampler, ctx, random } = this.options;
    const state = this.simulator.start(sampler(random), ctx, worldSeed(random));
    let node = root;
    const path: Array<{ node: DecisionNode; picks: Pick[] }> = [];

    for (;;) {
      if (state.ctx.gameover !== undefined) break;
      const picks = this.choose(node, state);
      if (picks.length === 0) break;
      path.push({ node, picks });
      if (!this.applyJoint(state, picks)) break;
      const { node: child, created } = node.child(
        picks.map((p) => `${p.seat}:${p.arm.key}`).join('|'),
      );
      node = child;
      if (created) break;
    }

    const rewards = this.playout(state);
    for (const { picks } of path) {
      for (const { seat, arm } of picks) {
        arm.visits++;
        arm.total += rewards[seat] ?? 0.5;
      }
    }
  }

  /** Decoupled selection: every seat that may act now picks from its own bandit. */
  private choose(node: DecisionNode, state: Simulation): Pick[] {
    const picks: Pick[] = [];
    for (const seat of activePlayersOf(state.ctx)) {
      const legal = this.enumerate(state.G, state.ctx, seat);
      if (legal.length === 0) continue;
      const prior =
        this.policy &&
        policyShares(this.policy, this.options.module.meta.id, state.G, state.ctx, seat, legal);
      const prefer =
        this.rollout &&
        ((untried: AiMove[]) =>
          this.rollout!(state.G, state.ctx, seat, untried, this.options.random));
      picks.push({
        seat,
        arm: selectArm(node, seat, legal, this.exploration, this.options.random, prefer, prior),
      });
    }
    return picks;
  }

  /**
   * Apply simultaneous choices one after another. A later seat's choice may lapse once an earlier
   * one resolves the step (the stage ended); only a refused first choice stops the walk.
   */
  private applyJoint(state: Simulation, picks: Pick[]): boolean {
    for (const [index, { seat, arm }] of picks.entries()) {
      if (state.ctx.gameover !== undefined) break;
      if (index > 0 && !activePlayersOf(state.ctx).includes(seat)) continue;
      if (!state.play(seat, arm.choice)) {
        this.refusals++;
        if (index === 0) return false;
      }
    }
    return true;
  }

  private playout(state: Simulation): Rewards {
    const { module, random } = this.options;
    const rollout = this.rollout;
    for (let moves = 0; moves < this.playoutDepth && state.ctx.gameover === undefined;) {
      let progressed = false;
      for (const seat of activePlayersOf(state.ctx)) {
        const legal = this.enumerate(state.G, state.ctx, seat);
        if (legal.length === 0) continue;
        const choice = rollout
          ? rollout(state.G, state.ctx, seat, legal, random)
          : legal[randomIndex(random, legal.length)];
        moves++;
        if (!state.play(seat, choice)) {
          this.refusals++;
          continue;
        }
        progressed = true;
        if (state.ctx.gameover !== undefined) break;
      }
      if (!progressed) break;
    }
    return state.ctx.gameover !== undefined
      ? gameoverRewards(state.ctx.gameover, state.ctx)
      : cutoffRewards(state.G, state.ctx, module.bot?.evaluate);
  }
}

/** Run the search within the budget and return the seat's most visited root move. */
export function searchMove(options: SearchOptions): SearchResult {
  const { module, view, ctx, seat, budget } = options;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const enumerate = module.game.ai.enumerate as Enumerate;
  const rootMoves = activePlayersOf(ctx).includes(seat) ? enumerate(view, ctx, seat) : [];
  const finish = (
    choice: AiMove | undefined,
    iterations: number,
    moves: MoveStatistics[],
    refusals = 0,
  ) => ({
    choice,
    iterations,
    elapsedMs: now() - started,
    moves,
    refusals,
  });
  if (rootMoves.length === 0) return finish(undefined, 0, []);
  if (rootMoves.length === 1)
    return finish(rootMoves[0], 0, [{ choice: rootMoves[0], visits: 0, value: 0 }]);

  const search = new Search(options);
  const root = new DecisionNode();
  const deadline = started + budget.timeMs;
  let iterations = 0;
  let clock = started;
  do {
    search.iterate(root);
    iterations++;
    clock = now();
    // Stop early rather than let the next iteration (about the average so far) overrun the cap.
  } while (iterations < budget.iterations && clock + (clock - started) / iterations < deadline);

  // Only moves the seat's own view allows are answers; the most visited is the most robust.
  const arms = root.arms(seat);
  const moves = rootMoves
    .map((choice) => {
      const arm = arms.get(moveKey(choice));
      return { choice, visits: arm?.visits ?? 0, value: arm?.mean ?? 0 };
    })
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  return finish(moves[0].choice, iterations, moves, search.refusals);
}
