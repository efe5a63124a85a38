/**
 * A headless match on boardgame.io's own reducer, with no client, transport or log: what tests,
 * the conformance suite, bots and benchmarks use to play a game fast and exactly as the server
 * would. `patch` sets up a position for scenario tests. It holds a match to what the server
 * holds it to: the game's player counts, and the events a player may send (core's
 * `whyEventRefused`, the rule the server asks).
 */
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import type { AiMove, GridplayGame } from '../contract/game-module';
import { whyEventRefused } from '../rules/client-events';
import { activePlayersOf, whyRefused } from '../rules/why-refused';

export interface LocalMatchOptions {
  numPlayers: number;
  seed?: string | number;
  setupData?: unknown;
}

export type PlayResult = { ok: true } | { ok: false; reason: string };

export type Action =
  | { kind: 'move'; playerID: PlayerID; name: string; args: unknown[] }
  | { kind: 'event'; playerID: PlayerID; name: string; args: unknown[] };

/**
 * `G` is the game's full state; `View` what `view(seat)` returns (inferred from a Gridplay game's
 * `playerView`; unknown when only `G` is named).
 */
export class LocalMatch<G = any, View = unknown> {
  readonly game: Game<G>;
  private readonly reducer: (state: State<G>, action: unknown) => State<G>;
  state: State<G>;
  /** Every accepted action, in order: enough to replay the match from its seed. */
  readonly history: Action[] = [];

  constructor(game: GridplayGame<G, View> | Game<G>, options: LocalMatchOptions) {
    const unplayable = whyPlayerCountRefused(game, options.numPlayers);
    if (unplayable) throw new Error(unplayable);
    const seeded = { ...game, seed: options.seed ?? game.seed ?? 'gridplay' } as Game<G>;
    this.game = ProcessGameConfig(seeded) as Game<G>;
    this.reducer = CreateGameReducer({ game: this.game }) as (s: State<G>, a: unknown) => State<G>;
    this.state = InitializeGame({
      game: this.game,
      numPlayers: options.numPlayers,
      setupData: options.setupData,
    }) as State<G>;
  }

  /** An independent copy at the same state (shares the compiled game), with an empty history. */
  fork(): LocalMatch<G, View> {
    const copy = Object.create(LocalMatch.prototype) as LocalMatch<G, View>;
    Object.assign(copy, { game: this.game, reducer: this.reducer, state: this.state, history: [] });
    return copy;
  }

  get G(): G {
    return this.state.G;
  }

  get ctx(): Ctx {
    return this.state.ctx;
  }

  get isOver(): boolean {
    return this.state.ctx.gameover !== undefined;
  }

  /** Replace G (and optionally ctx fields) to set up a scenario. */
  patch(update: (G: G) => G | void, ctx?: Partial<Ctx>): this {
    const draft = structuredClone(this.state.G);
    const next = update(draft) ?? draft;
    this.state = { ...this.state, G: next, ctx: { ...this.state.ctx, ...ctx } };
    return this;
  }

  activePlayers(): PlayerID[] {
    return activePlayersOf(this.state.ctx);
  }

  legalMoves(playerID: PlayerID): AiMove[] {
    const enumerate = (this.game as GridplayGame<G, View>).ai?.enumerate;
    return enumerate ? (enumerate(this.state.G, this.state.ctx, playerID) as AiMove[]) : [];
  }

  view(playerID: PlayerID | null): View {
    const playerView = this.game.playerView;
    return playerView
      ? (playerView({ G: this.state.G, ctx: this.state.ctx, playerID }) as View)
      : (this.state.G as unknown as View);
  }

  /** Make a move; refused moves leave the state as it was and say why. */
  move(playerID: PlayerID, name: string, ...args: unknown[]): PlayResult {
    return this.dispatch({ kind: 'move', playerID, name, args });
  }

  event(playerID: PlayerID, name: string, ...args: unknown[]): PlayResult {
    return this.dispatch({ kind: 'event', playerID, name, args });
  }

  play(playerID: PlayerID, choice: AiMove): PlayResult {
    return 'move' in choice
      ? this.move(playerID, choice.move, ...(choice.args ?? []))
      : this.event(playerID, choice.event, ...(choice.args ?? []));
  }

  dispatch(action: Action): PlayResult {
    const before = this.state;
    if (action.kind === 'event') {
      const reason = whyEventRefused(this.game, before, action.playerID, action.name);
      if (reason) return { ok: false, reason };
    }
    const payload = { type: action.name, args: action.args, playerID: action.playerID };
    const input = withOwnMutableParts(before);
    const next = this.reducer(input, {
      type: action.kind === 'move' ? 'MAKE_MOVE' : 'GAME_EVENT',
      payload,
    });
    const { transients, ...rest } = next as State<G> & {
      transients?: { error?: { type: string } };
    };
    if (transients?.error || rest._stateID === before._stateID) {
      const reason =
        (action.kind === 'move'
          ? whyRefused(this.game, before, action.playerID, action.name, action.args)
          : undefined) ??
        `${action.kind} "${action.name}" was refused (${transients?.error?.type ?? 'no change'})`;
      return { ok: false, reason };
    }
    this.state = rest;
    this.history.push(action);
    return { ok: true };
  }
}

/** Why a match of `numPlayers` cannot be made of `game` (its minPlayers/maxPlayers), if it cannot. */
export function whyPlayerCountRefused(game: Game, numPlayers: number): string | undefined {
  const { minPlayers = 1, maxPlayers = Infinity } = game;
  if (!Number.isInteger(numPlayers) || numPlayers < 1)
    return `${game.name ?? 'This game'}: numPlayers must be a whole number of at least 1, not ${numPlayers}.`;
  if (numPlayers < minPlayers || numPlayers > maxPlayers) {
    const range = maxPlayers === Infinity ? `${minPlayers} or more` : `${minPlayers}–${maxPlayers}`;
    return `${game.name ?? 'This game'} is for ${range} players, not ${numPlayers}.`;
  }
  return undefined;
}

/**
 * boardgame.io 0.50.2 changes two parts of the state it is given in place: the stage move counts
 * (`ctx._activePlayersNumMoves`) and the log plugin's metadata. The reducer gets its own copies,
 * so forks and earlier states that share those objects never change under their holders.
 */
export function withOwnMutableParts<G>(state: State<G>): State<G> {
  const counts = state.ctx._activePlayersNumMoves;
  const log = state.plugins?.log;
  return {
    ...state,
    ctx: counts ? { ...state.ctx, _activePlayersNumMoves: { ...counts } } : state.ctx,
    plugins: log ? { ...state.plugins, log: { ...log, data: { ...log.data } } } : state.plugins,
  };
}
