/**
 * Runs a game forward from a sampled world. Two engines play the same rules:
 *
 * - `fast` (the default): core's fast path (`../fast-path`), the game's own moves and
 *   boardgame.io's flow without the reducer's bookkeeping — about ten times the moves per second,
 *   and proved to agree with the reducer action for action by `fast-path/differential.test.ts`;
 * - `reducer`: boardgame.io's own reducer (undo disabled), what the server runs. Games with their
 *   own boardgame.io plugins, which the fast path does not cover, always use it.
 *
 * Either way the bot never plays by a rule the real game doesn't have. One simulator per game and
 * engine is compiled once and cached.
 */
import { CreateGameReducer, ProcessGameConfig } from 'boardgame.io/internal';
import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import { type AiMove, withOwnMutableParts } from '@gridplay/core';
import { FastPlayout, FastRules, fastPathSupports } from './fast-path/index';

export type SimulationEngine = 'fast' | 'reducer';

/** One line of play from a sampled world; `play` changes it, or refuses and leaves it alone. */
export interface Simulation {
  readonly G: any;
  readonly ctx: Ctx;
  /** True when the rules accept `choice` by `playerID`. */
  play(playerID: PlayerID, choice: AiMove): boolean;
}

export interface Simulator {
  readonly engine: SimulationEngine;
  /**
   * A line of play from a sampled `G` at `ctx`. The random plugin gets `seed`, chosen by the bot:
   * future shuffles and dice are sampled like everything else hidden, never read from the match.
   * `G` and `ctx` are never changed.
   */
  start(G: unknown, ctx: Ctx, seed: string): Simulation;
}

type Reducer = (state: State, action: unknown) => State & { transients?: unknown };

export function actionOf(playerID: PlayerID, choice: AiMove) {
  const isMove = 'move' in choice;
  return {
    type: isMove ? ('MAKE_MOVE' as const) : ('GAME_EVENT' as const),
    payload: { type: isMove ? choice.move : choice.event, args: choice.args ?? [], playerID },
  };
}

export class ReducerSimulator implements Simulator {
  readonly engine = 'reducer';
  private readonly game: Game;
  private readonly reducer: Reducer;

  constructor(game: Game) {
    // Search never undoes: without the undo stack every step copies less.
    this.game = ProcessGameConfig({ ...game, disableUndo: true }) as Game;
    this.reducer = CreateGameReducer({ game: this.game }) as unknown as Reducer;
  }

  /** A full reducer state for a sampled `G` at `ctx`, with the bot's own random seed. */
  world(G: unknown, ctx: Ctx, seed: string): State {
    const plugins: Record<string, { data: unknown }> = {
      random: { data: { seed } },
      log: { data: {} },
      events: { data: {} },
    };
    for (const plugin of this.game.plugins ?? []) {
      if (plugins[plugin.name]) continue;
      const setup = (
        plugin as { setup?: (context: { G: unknown; ctx: Ctx; game: Game }) => unknown }
      ).setup;
      plugins[plugin.name] = { data: setup ? setup({ G, ctx, game: this.game }) : {} };
    }
    return { G, ctx, plugins, _undo: [], _redo: [], _stateID: 0 };
  }

  /** The state after `playerID` takes `choice`, or undefined when the rules refuse it. */
  step(state: State, playerID: PlayerID, choice: AiMove): State | undefined {
    // A sampled world shares ctx with the real match: never let the reducer change it in place.
    const next = this.reducer(withOwnMutableParts(state), actionOf(playerID, choice));
    if (next.transients !== undefined || next._stateID === state._stateID) return undefined;
    return next;
  }

  start(G: unknown, ctx: Ctx, seed: string): Simulation {
    let state = this.world(G, ctx, seed);
    return {
      get G() {
        return state.G;
      },
      get ctx() {
        return state.ctx;
      },
      play: (playerID, choice) => {
        const next = this.step(state, playerID, choice);
        if (next) state = next;
        return next !== undefined;
      },
    };
  }
}

export class FastSimulator implements Simulator {
  readonly engine = 'fast';
  private readonly rules: FastRules;

  constructor(game: Game) {
    this.rules = new FastRules(game);
  }

  start(G: unknown, ctx: Ctx, seed: string): Simulation {
    return new FastSimulation(
      new FastPlayout(this.rules, { G, ctx: ctx as never, random: { seed } }),
    );
  }
}

/**
 * A line of play on the fast path. A class rather than an object literal of closures: one is
 * made per search iteration, and under tsx (the server, the benchmark) every named closure in a
 * literal also costs an Object.defineProperty (esbuild's keepNames).
 */
class FastSimulation implements Simulation {
  constructor(private readonly playout: FastPlayout) {}

  get G() {
    return this.playout.G;
  }

  get ctx() {
    return this.playout.ctx as Ctx;
  }

  play(playerID: PlayerID, choice: AiMove): boolean {
    const isMove = 'move' in choice;
    return this.playout.play({
      kind: isMove ? 'move' : 'event',
      playerID,
      type: isMove ? choice.move : choice.event,
      args: choice.args ?? [],
    });
  }
}

const caches: Record<SimulationEngine, WeakMap<Game, Simulator>> = {
  fast: new WeakMap(),
  reducer: new WeakMap(),
};

/** The game's simulator on `engine` (the reducer when the fast path cannot run the game). */
export function simulatorFor(game: Game, engine: SimulationEngine = 'fast'): Simulator {
  const chosen = engine === 'fast' && fastPathSupports(game) ? 'fast' : 'reducer';
  let simulator = caches[chosen].get(game);
  if (!simulator) {
    simulator = chosen === 'fast' ? new FastSimulator(game) : new ReducerSimulator(game);
    caches[chosen].set(game, simulator);
  }
  return simulator;
}
