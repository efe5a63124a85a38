/**
 * boardgame.io `Bot` on the fair search. Whoever calls `play` (boardgame.io's `Local`, `Step`,
 * `Simulate`, a server seat) may hand it the full state; it reduces that to the seat's playerView
 * first and decides from the view alone.
 */
import { Bot } from 'boardgame.io/ai';
import type { Ctx, PlayerID, State } from 'boardgame.io';
import { type AiMove, type GameModule, viewHasSecrets } from '@gridplay/core';
import { botRandom } from './bot-random';
import type { Difficulty, SearchBudget } from './difficulty';
import { searchDecision } from './decide-move';
import type { Observation } from './inference';
import type { SearchResult } from './ismcts';
import { mergeSearches, searchSeed } from './root-parallel';
import type { SimulationEngine } from './simulator';

export interface FairBotOptions {
  module: GameModule;
  difficulty?: Difficulty;
  /** Seeds the bot's dice; each decision draws its own seed from them. */
  seed?: string | number;
  budget?: Partial<SearchBudget>;
  playoutDepth?: number;
  exploration?: number;
  /**
   * Independent searches per decision, merged (`root-parallel.ts`): what the apps' thread pools
   * do on several cores, run here one after another (benchmarks: at a fixed iteration count the
   * decision is the same either way). Default 1.
   */
  searches?: number;
  /** How playouts run the rules (default: the fast path). */
  engine?: SimulationEngine;
  /** Weigh the worlds by what the other seats were seen to do (`observe`). Default true. */
  inference?: boolean;
}

type BotAction = Awaited<ReturnType<Bot['play']>>['action'];

export function toBotAction(choice: AiMove, playerID: PlayerID): BotAction {
  const isMove = 'move' in choice;
  return {
    type: isMove ? 'MAKE_MOVE' : 'GAME_EVENT',
    payload: { type: isMove ? choice.move : choice.event, args: choice.args ?? [], playerID },
  };
}

export class FairBot extends Bot {
  readonly module: GameModule;
  readonly difficulty: Difficulty;
  private readonly budget?: Partial<SearchBudget>;
  private readonly playoutDepth?: number;
  private readonly exploration?: number;
  private readonly searches: number;
  private readonly engine?: SimulationEngine;
  private readonly inference: boolean;
  /** What each seat this bot plays saw the others do (`observe`), oldest first. */
  private readonly observed = new Map<PlayerID, Observation[]>();
  private readonly dice: ReturnType<typeof botRandom>;
  /** The statistics of the last decision (for benchmarks and the curious). */
  lastSearch?: SearchResult;

  constructor({
    module,
    difficulty = 'normal',
    seed,
    budget,
    playoutDepth,
    exploration,
    searches = 1,
    engine,
    inference = true,
  }: FairBotOptions) {
    super({ enumerate: module.game.ai.enumerate, seed });
    this.module = module;
    this.difficulty = difficulty;
    this.budget = budget;
    this.playoutDepth = playoutDepth;
    this.exploration = exploration;
    this.searches = searches;
    this.engine = engine;
    this.inference = inference;
    this.dice = botRandom(seed);
  }

  /** The seat's playerView: everything this bot is allowed to know. */
  viewOf(state: Pick<State, 'G' | 'ctx'>, playerID: PlayerID): unknown {
    const playerView = this.module.game.playerView;
    return playerView ? playerView({ G: state.G, ctx: state.ctx, playerID }) : state.G;
  }

  /**
   * `actor` made the public decision `choice` in `state`, as seen from `observer` (a seat this bot
   * plays): remembered as `observer`'s view just before it, for inference. Whoever calls it must
   * pass only what the table saw (`publicChoice`: no secret move's arguments).
   */
  observe(state: Pick<State, 'G' | 'ctx'>, observer: PlayerID, actor: PlayerID, choice: AiMove) {
    if (!this.inference || observer === actor) return;
    const list = this.observed.get(observer) ?? [];
    list.push({ view: this.viewOf(state, observer), ctx: state.ctx, actor, choice });
    this.observed.set(observer, list);
  }

  decide(view: unknown, ctx: Ctx, playerID: PlayerID, viewIsWhole?: boolean): AiMove | undefined {
    const seed = Math.floor(this.dice.Number() * 2 ** 32);
    const parts = Array.from({ length: this.searches }, (_, index) =>
      searchDecision(
        {
          module: this.module,
          G: view,
          ctx,
          seat: playerID,
          difficulty: this.difficulty,
          seed: searchSeed(seed, index),
          budget: this.budget,
          playoutDepth: this.playoutDepth,
          exploration: this.exploration,
          engine: this.engine,
          observations: this.observed.get(playerID),
          inference: this.inference,
        },
        { viewIsWhole },
      ),
    );
    const merged = mergeSearches(parts);
    this.lastSearch = {
      ...merged,
      elapsedMs: parts.reduce((sum, part) => sum + part.elapsedMs, 0),
      refusals: parts.reduce((sum, part) => sum + part.refusals, 0),
    };
    return this.lastSearch.choice;
  }

  /** `action` is undefined when the seat has nothing to do (boardgame.io's `Step` then skips). */
  async play(state: State, playerID: PlayerID): Promise<{ action: BotAction; metadata?: unknown }> {
    const view = this.viewOf(state, playerID);
    // Only to allow playing on the view when the game has no sampler and nothing hidden; the
    // full state is never passed to the search.
    const viewIsWhole =
      this.module.bot?.determinize !== undefined ||
      (!viewHasSecrets(view) && JSON.stringify(view) === JSON.stringify(state.G));
    const choice = this.decide(view, state.ctx, playerID, viewIsWhole);
    return {
      action: (choice && toBotAction(choice, playerID)) as BotAction,
      metadata: this.lastSearch,
    };
  }
}

/**
 * A FairBot class for places that construct bots themselves, such as boardgame.io's
 * `Local({ bots: { '1': fairBotClass(module, 'hard') } })`.
 */
export function fairBotClass(module: GameModule, difficulty: Difficulty = 'normal') {
  return class extends FairBot {
    constructor(options: { seed?: string | number } = {}) {
      super({ module, difficulty, seed: options.seed });
    }
  };
}
