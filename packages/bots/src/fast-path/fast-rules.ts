/**
 * A game's rules run without boardgame.io's reducer: the same move functions, the same flow
 * (`flow.ts`), the same dice (`random-plugin.ts`), the same refusals — minus the reducer's
 * bookkeeping, which a bot's playout never reads:
 *
 * - no Immer: moves and hooks change `G` in place (the caller works on its own copy, see
 *   `playout.ts`), instead of a draft and a frozen copy per move and per hook;
 * - no log, deltalog, undo/redo, `_stateID`, plugin Enhance/Flush passes, stack traces per event;
 * - a `defineMove` move skips `describe` (its log line); the rules' narration it takes all the same.
 *
 * The profile that motivated it (random playouts, NODE_ENV=production): in lightcycle 44% of the
 * reducer's time is Immer and another ~30% the game's code reading through Immer proxies; in
 * tron-mcp 41% is boardgame.io's reducer/plugin plumbing and 28% Immer.
 *
 * Games with their own boardgame.io plugins (`game.plugins`) are not covered: their plugin state
 * would need each plugin's flush; `fastPathSupports` says so and the bot keeps the reducer.
 */
import { changed } from './changed';
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { malformedArgs, moveSpecOf, takeNarration, whyEventRefused } from '@gridplay/core';
import { EventQueue } from './events';
import { createFlow, type ActionScope, type Flow, type FlowState } from './flow';
import { PluginRandom, type RandomData } from './random-plugin';

export interface FastState {
  G: any;
  ctx: Ctx & Record<string, any>;
  /** boardgame.io's `plugins.random.data`: the seed and the PRNG state. */
  random: RandomData;
}

export interface FastAction {
  kind: 'move' | 'event';
  playerID: string;
  type: string;
  args?: unknown;
}

/**
 * Accepted: the next state (its G is the input's G, changed in place). Refused: `touched` says
 * whether the refused move had already changed G in place before refusing (boardgame.io would
 * have thrown its draft away), so the caller must rebuild the state it had.
 */
export type StepResult =
  { ok: true; state: FastState } | { ok: false; reason: string; touched: boolean };

/** Logging is the reducer's business; moves that call `log.setMetadata` get a no-op. */
const SILENT_LOG = { setMetadata: () => {} };

export function fastPathSupports(game: Game): boolean {
  return (game.plugins ?? []).length === 0;
}

export class FastRules {
  private readonly flow: Flow;
  private readonly random = new PluginRandom();
  private readonly events = new EventQueue();
  private readonly scope: ActionScope;
  private busy = false;

  constructor(readonly game: Game) {
    if (!fastPathSupports(game)) {
      throw new Error(
        `The fast path cannot run "${game.name}": it uses boardgame.io plugins (${(
          game.plugins ?? []
        )
          .map((p) => p.name)
          .join(', ')}).`,
      );
    }
    this.scope = {
      apis: { random: this.random.api, log: SILENT_LOG, events: this.events.api },
      events: this.events,
    };
    this.flow = createFlow(game, () => this.scope);
  }

  step(input: FastState, action: FastAction): StepResult {
    const { ctx } = input;
    const { playerID, type } = action;
    const args =
      action.args === undefined ? [] : Array.isArray(action.args) ? action.args : [action.args];
    let move: any;
    if (action.kind === 'move') {
      move = this.flow.getMove(ctx, type, playerID ?? ctx.currentPlayer);
      if (move === null) return refused(`"${type}" is not available now`);
    }
    if (ctx.gameover !== undefined) return refused('the game is over');
    if (playerID !== null && playerID !== undefined && !this.flow.isPlayerActive(ctx, playerID)) {
      return refused(`player ${playerID} is not active`);
    }
    // A player's event: refused as LocalMatch and the server refuse it (core's one rule).
    if (action.kind === 'event') {
      const refusal = whyEventRefused(this.game, input, playerID, type);
      if (refusal) return refused(refusal);
    }

    // boardgame.io changes the stage move counts in place; the reducer's callers copy them.
    const counts = ctx._activePlayersNumMoves;
    let state: FlowState = {
      G: input.G,
      ctx: counts ? changed(ctx, { _activePlayersNumMoves: { ...counts } }) : ctx,
    };
    const { random, events } = this;
    if (this.busy) throw new Error('fast path: a move cannot play another action while it runs');
    this.busy = true;
    random.begin(input.random);
    events.begin(ctx, playerID);
    try {
      if (action.kind === 'move') {
        const outcome = this.runMove(state, move, playerID, args);
        if (outcome.G === INVALID_MOVE) {
          return { ok: false, reason: `"${type}" was refused`, touched: outcome.touched };
        }
        state = this.flow.processMove(changed(state, { G: outcome.G }), playerID, type);
      } else {
        state = this.flow.processEvent(state, type, args, playerID);
      }
      const flushed = events.flush(state, (s, t, a, p) => this.flow.processEvent(s, t, a, p));
      if ('error' in flushed) return { ok: false, reason: flushed.error, touched: true };
      return {
        ok: true,
        state: { G: flushed.G, ctx: flushed.ctx as FastState['ctx'], random: random.finish() },
      };
    } finally {
      this.busy = false;
    }
  }

  /** The move itself, as boardgame.io's `processMove` and core's `defineMove` run it. */
  private runMove(
    state: FlowState,
    move: any,
    playerID: string,
    args: unknown[],
  ): { G: any; touched: boolean } {
    const spec = moveSpecOf(move);
    const fn = move instanceof Object && move.move !== undefined ? move.move : move;
    if (!(fn instanceof Function)) return { G: state.G, touched: false };
    const { apis, events } = this.scope;
    const context = {
      random: apis.random,
      log: apis.log,
      events: apis.events,
      G: state.G,
      ctx: state.ctx,
      playerID,
    };
    events.enter(state.ctx, 'MOVE');
    let result: any;
    if (spec) {
      // defineMove's wrapper without its log line: refusals by schema or check touch nothing.
      if (
        malformedArgs(spec, args) ||
        spec.check?.({ G: state.G, ctx: state.ctx as Ctx, playerID }, ...args)
      ) {
        events.leave();
        return { G: INVALID_MOVE, touched: false };
      }
      // The narrated lines go into the move's log line (none here), so the state leaves them.
      takeNarration(state.G);
      result = spec.apply(context as never, ...args);
      if (result !== INVALID_MOVE) takeNarration(result ?? state.G);
    } else {
      result = fn(context, ...args);
    }
    events.leave();
    if (result === INVALID_MOVE) return { G: INVALID_MOVE, touched: true };
    return { G: result === undefined ? state.G : result, touched: true };
  }
}

function refused(reason: string): StepResult {
  return { ok: false, reason, touched: false };
}
