/**
 * Runs a game forward on boardgame.io's own reducer from a sampled world: the same rules the
 * server applies, so the bot never plays by a rule the real game doesn't have. One simulator per
 * game is compiled once and cached.
 */
import { CreateGameReducer, ProcessGameConfig } from 'boardgame.io/internal';
import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import type { AiMove } from '../contract/game-module';
import { withOwnMutableParts } from '../simulate/local-match';

type Reducer = (state: State, action: unknown) => State & { transients?: unknown };

export class Simulator {
  private readonly game: Game;
  private readonly reducer: Reducer;

  constructor(game: Game) {
    // Search never undoes: without the undo stack every step copies less.
    this.game = ProcessGameConfig({ ...game, disableUndo: true }) as Game;
    this.reducer = CreateGameReducer({ game: this.game }) as unknown as Reducer;
  }

  /**
   * A full reducer state for a sampled `G` at `ctx`. The random plugin gets `seed`, chosen by the
   * bot: future shuffles and dice are sampled like everything else hidden, never read from the
   * real match.
   */
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
    return { G, ctx, plugins, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
  }

  /** The state after `playerID` takes `choice`, or undefined when the rules refuse it. */
  step(state: State, playerID: PlayerID, choice: AiMove): State | undefined {
    const isMove = 'move' in choice;
    // A sampled world shares ctx with the real match: never let the reducer change it in place.
    const next = this.reducer(withOwnMutableParts(state), {
      type: isMove ? 'MAKE_MOVE' : 'GAME_EVENT',
      payload: { type: isMove ? choice.move : choice.event, args: choice.args ?? [], playerID },
    });
    if (next.transients !== undefined || next._stateID === state._stateID) return undefined;
    return next;
  }
}

const cache = new WeakMap<Game, Simulator>();

export function simulatorFor(game: Game): Simulator {
  let simulator = cache.get(game);
  if (!simulator) {
    simulator = new Simulator(game);
    cache.set(game, simulator);
  }
  return simulator;
}
