/**
 * boardgame.io 0.50.2's flow (`src/core/flow.ts`: phases, turns, stages, game over), ported
 * function for function under the same names so the two can be read side by side. What differs
 * is only what the bot does not need:
 *
 * - hooks and moves change `G` in place (the caller owns a private copy), instead of through an
 *   Immer draft per call;
 * - no log entries, deltas or undo stacks.
 *
 * `ctx` is small, so it keeps boardgame.io's copy-on-change objects exactly.
 */
import { changed } from './changed';
import type { Game } from 'boardgame.io';
import { TurnOrder } from 'boardgame.io/core';
import type { EventQueue, GameMethod } from './events';
import {
  initTurnOrderState,
  setActivePlayers,
  supportDeprecatedMoveLimit,
  updateActivePlayersOnceEmpty,
  updateTurnOrderState,
} from './turn-order';

/** boardgame.io's ctx with its private fields (`_activePlayersNumMoves`…), typed as loosely as its flow. */
export type FlowCtx = Record<string, any>;

export interface FlowState {
  G: any;
  ctx: FlowCtx;
  playerID?: string;
}

/** The plugin APIs of the action in progress, as moves and hooks see them. */
export interface PluginApis {
  random: unknown;
  log: unknown;
  events: unknown;
}

export interface ActionScope {
  apis: PluginApis;
  events: EventQueue;
}

type Hook = (state: FlowState) => any;
type Trigger = (state: FlowState) => any;

interface TurnConfig {
  order: any;
  activePlayers?: unknown;
  minMoves?: number;
  maxMoves?: number;
  stages: Record<string, { moves?: Record<string, unknown>; next?: string }>;
  onBegin: Hook;
  onEnd: Hook;
  onMove: Hook;
  endIf: Trigger;
}

interface PhaseConfig {
  moves?: Record<string, unknown>;
  onBegin: Hook;
  onEnd: Hook;
  endIf: Trigger;
  next: Trigger;
  turn: TurnConfig;
}

interface FlowEvent {
  fn: EventFn;
  next?: FlowEvent[];
  arg?: any;
  turn?: number;
  phase?: string | null;
  automatic?: boolean;
  force?: boolean;
  playerID?: string;
  currentPlayer?: string;
}

type EventFn = (
  state: FlowState,
  event: Omit<FlowEvent, 'fn'> & { next?: FlowEvent[] },
) => FlowState;

const keepG = ({ G }: { G: unknown }) => G;

export interface Flow {
  getMove(ctx: FlowCtx, name: string, playerID: string): unknown;
  isPlayerActive(ctx: FlowCtx, playerID: string): boolean;
  processMove(state: FlowState, playerID: string, type: string): FlowState;
  processEvent(state: FlowState, type: string, args: unknown[], playerID?: string): FlowState;
}

export function createFlow(game: Game, scope: () => ActionScope): Flow {
  const moves = (game.moves ?? {}) as Record<string, unknown>;

  /** A hook as boardgame.io's plugins wrap it: events know who fired them; G changes in place. */
  const hookWrapper = (hook: (context: any) => any, method: GameMethod): Hook => {
    return (state) => {
      const { apis, events } = scope();
      events.enter(state.ctx, method);
      // A literal of fixed shape: far cheaper than spreading the APIs for every call.
      const result = hook({
        random: apis.random,
        log: apis.log,
        events: apis.events,
        G: state.G,
        ctx: state.ctx,
        playerID: state.playerID,
      });
      events.leave();
      return result === undefined ? state.G : result;
    };
  };
  const triggerWrapper = (trigger: (context: any) => any): Trigger => {
    return (state) => trigger(withAPIs(state));
  };

  function withAPIs(state: FlowState) {
    const { apis } = scope();
    return { random: apis.random, log: apis.log, events: apis.events, G: state.G, ctx: state.ctx };
  }

  const wrapped = {
    onEnd: hookWrapper(game.onEnd ?? keepG, 'GAME_ON_END'),
    endIf: triggerWrapper(game.endIf ?? (() => undefined)),
  };

  function normalizeTurn(raw: any = {}): TurnConfig {
    const limits = { ...raw };
    supportDeprecatedMoveLimit(limits, true);
    return {
      order: raw.order ?? TurnOrder.DEFAULT,
      activePlayers: raw.activePlayers,
      minMoves: limits.minMoves,
      maxMoves: limits.maxMoves,
      stages: raw.stages ?? {},
      onBegin: hookWrapper(raw.onBegin ?? keepG, 'TURN_ON_BEGIN'),
      onEnd: hookWrapper(raw.onEnd ?? keepG, 'TURN_ON_END'),
      onMove: hookWrapper(raw.onMove ?? keepG, 'TURN_ON_MOVE'),
      endIf: triggerWrapper(raw.endIf ?? (() => false)),
    };
  }

  const phaseMap: Record<string, PhaseConfig> = {};
  const rawPhases: Record<string, any> = { ...game.phases, '': {} };
  for (const [name, raw] of Object.entries(rawPhases)) {
    const next = raw.next;
    phaseMap[name] = {
      moves: raw.moves,
      onBegin: hookWrapper(raw.onBegin ?? keepG, 'PHASE_ON_BEGIN'),
      onEnd: hookWrapper(raw.onEnd ?? keepG, 'PHASE_ON_END'),
      endIf: triggerWrapper(raw.endIf ?? (() => undefined)),
      next: triggerWrapper(typeof next === 'function' ? next : () => next || null),
      turn: normalizeTurn(raw.turn ?? game.turn),
    };
  }

  function GetPhase(ctx: FlowCtx): PhaseConfig {
    return ctx.phase ? phaseMap[ctx.phase] : phaseMap[''];
  }

  function OnMove(state: FlowState): FlowState {
    return state;
  }

  function Process(state: FlowState, events: FlowEvent[]): FlowState {
    // A short list, not a Set: a handful of phases end per action at most.
    const phasesEnded: Array<string | null> = [];
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      const { fn } = event;
      // A loop of phase endings: boardgame.io bails out of all phases.
      if (fn === EndPhase) {
        const phase = state.ctx.phase;
        if (phasesEnded.includes(phase))
          return changed(state, { ctx: changed(state.ctx, { phase: null }) });
        phasesEnded.push(phase);
      }
      const next: FlowEvent[] = [];
      // boardgame.io passes a copy `{ ...rest, arg, next }`; our event objects are our own, so
      // the event itself (plus `next`) carries the same fields without two object spreads.
      event.next = next;
      state = fn(state, event);
      if (fn === EndGame) break;
      const shouldEndGame = wrapped.endIf(state);
      if (shouldEndGame) {
        events.push({
          fn: EndGame,
          arg: shouldEndGame,
          turn: state.ctx.turn,
          phase: state.ctx.phase,
          automatic: true,
        });
        continue;
      }
      const shouldEndPhase = GetPhase(state.ctx).endIf(state);
      if (shouldEndPhase) {
        events.push({
          fn: EndPhase,
          arg: shouldEndPhase,
          turn: state.ctx.turn,
          phase: state.ctx.phase,
          automatic: true,
        });
        continue;
      }
      if (fn === OnMove || fn === UpdateStage || fn === UpdateActivePlayers) {
        const shouldEndTurn = ShouldEndTurn(state);
        if (shouldEndTurn) {
          events.push({
            fn: EndTurn,
            arg: shouldEndTurn,
            turn: state.ctx.turn,
            phase: state.ctx.phase,
            automatic: true,
          });
          continue;
        }
      }
      events.push(...next);
    }
    return state;
  }

  // Start

  function StartPhase(state: FlowState, { next }: { next?: FlowEvent[] }): FlowState {
    const G = GetPhase(state.ctx).onBegin(state);
    next!.push({ fn: StartTurn });
    return changed(state, { G });
  }

  function StartTurn(state: FlowState, { currentPlayer }: { currentPlayer?: string }): FlowState {
    let { ctx } = state;
    const phaseConfig = GetPhase(ctx);
    if (currentPlayer) {
      ctx = changed(ctx, { currentPlayer });
      if (phaseConfig.turn.activePlayers) {
        ctx = setActivePlayers(ctx, phaseConfig.turn.activePlayers);
      }
    } else {
      ctx = initTurnOrderState(withAPIs(state), phaseConfig.turn);
    }
    ctx = changed(ctx, { turn: ctx.turn + 1, numMoves: 0, _prevActivePlayers: [] });
    const G = phaseConfig.turn.onBegin(changed(state, { ctx }));
    return changed(state, { G, ctx });
  }

  // Update

  function UpdatePhase(state: FlowState, { arg, next, phase }: any): FlowState {
    const phaseConfig = GetPhase({ phase });
    let { ctx } = state;
    if (arg && arg.next) {
      if (!(arg.next in phaseMap)) return state; // boardgame.io logs "invalid phase"
      ctx = changed(ctx, { phase: arg.next });
    } else {
      ctx = changed(ctx, { phase: phaseConfig.next(state) || null });
    }
    next.push({ fn: StartPhase });
    return changed(state, { ctx });
  }

  function UpdateTurn(state: FlowState, { arg, currentPlayer, next }: any): FlowState {
    const phaseConfig = GetPhase(state.ctx);
    const { endPhase, ctx } = updateTurnOrderState(
      withAPIs(state),
      currentPlayer,
      phaseConfig.turn,
      arg,
    );
    state = changed(state, { ctx });
    if (endPhase) next.push({ fn: EndPhase, turn: ctx.turn, phase: ctx.phase });
    else next.push({ fn: StartTurn, currentPlayer: ctx.currentPlayer });
    return state;
  }

  function UpdateStage(state: FlowState, { arg, playerID }: any): FlowState {
    if (typeof arg === 'string' || arg === null) arg = { stage: arg };
    if (typeof arg !== 'object') return state;
    supportDeprecatedMoveLimit(arg);
    let { ctx } = state;
    let { activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves } = ctx;
    const { _activePlayersNumMoves } = ctx;
    if (arg.stage !== undefined) {
      if (activePlayers === null) activePlayers = {};
      activePlayers[playerID] = arg.stage;
      _activePlayersNumMoves[playerID] = 0;
      if (arg.minMoves) {
        if (_activePlayersMinMoves === null) _activePlayersMinMoves = {};
        _activePlayersMinMoves[playerID] = arg.minMoves;
      }
      if (arg.maxMoves) {
        if (_activePlayersMaxMoves === null) _activePlayersMaxMoves = {};
        _activePlayersMaxMoves[playerID] = arg.maxMoves;
      }
    }
    ctx = changed(ctx, {
      activePlayers,
      _activePlayersMinMoves,
      _activePlayersMaxMoves,
      _activePlayersNumMoves,
    });
    return changed(state, { ctx });
  }

  function UpdateActivePlayers(state: FlowState, { arg }: any): FlowState {
    return changed(state, { ctx: setActivePlayers(state.ctx, arg) });
  }

  // ShouldEnd

  function ShouldEndTurn(state: FlowState): unknown {
    const phaseConfig = GetPhase(state.ctx);
    const currentPlayerMoves = state.ctx.numMoves || 0;
    if (phaseConfig.turn.maxMoves && currentPlayerMoves >= phaseConfig.turn.maxMoves) return true;
    return phaseConfig.turn.endIf(state);
  }

  // End

  function EndGame(state: FlowState, { arg, phase }: any): FlowState {
    state = EndPhase(state, { phase });
    if (arg === undefined) arg = true;
    state = changed(state, { ctx: changed(state.ctx, { gameover: arg }) });
    const G = wrapped.onEnd(state);
    return changed(state, { G });
  }

  function EndPhase(state: FlowState, { arg, next, turn: initialTurn }: any): FlowState {
    state = EndTurn(state, { turn: initialTurn, force: true, automatic: true });
    const { phase } = state.ctx;
    if (next) next.push({ fn: UpdatePhase, arg, phase });
    if (phase === null) return state;
    const G = GetPhase(state.ctx).onEnd(state);
    return changed(state, { G, ctx: changed(state.ctx, { phase: null }) });
  }

  function EndTurn(
    state: FlowState,
    { arg, next, turn: initialTurn, force, playerID }: any,
  ): FlowState {
    // The turn this was called for already ended some other way.
    if (initialTurn !== state.ctx.turn) return state;
    const { currentPlayer, numMoves, phase, turn } = state.ctx;
    const phaseConfig = GetPhase(state.ctx);
    const currentPlayerMoves = numMoves || 0;
    if (!force && phaseConfig.turn.minMoves && currentPlayerMoves < phaseConfig.turn.minMoves) {
      return state;
    }
    const G = phaseConfig.turn.onEnd(state);
    if (next) next.push({ fn: UpdateTurn, arg, currentPlayer });
    let ctx: FlowCtx = changed(state.ctx, { activePlayers: null });
    if (arg && arg.remove) {
      playerID = playerID || currentPlayer;
      const playOrder = ctx.playOrder.filter((i: string) => i != playerID);
      const playOrderPos = ctx.playOrderPos > playOrder.length - 1 ? 0 : ctx.playOrderPos;
      ctx = changed(ctx, { playOrder, playOrderPos });
      if (playOrder.length === 0) {
        next.push({ fn: EndPhase, turn, phase });
        return state;
      }
    }
    return changed(state, { G, ctx });
  }

  function EndStage(state: FlowState, { arg, next, playerID }: any): FlowState {
    playerID = playerID || state.ctx.currentPlayer;
    let { ctx } = state;
    let { activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves } = ctx;
    const { _activePlayersNumMoves } = ctx;
    const playerInStage = activePlayers !== null && playerID in activePlayers;
    const phaseConfig = GetPhase(ctx);
    if (!arg && playerInStage) {
      const stage = phaseConfig.turn.stages[activePlayers![playerID]];
      if (stage && stage.next) arg = stage.next;
    }
    if (next) next.push({ fn: UpdateStage, arg, playerID });
    if (!playerInStage) return state;
    const currentPlayerMoves = _activePlayersNumMoves[playerID] || 0;
    if (
      _activePlayersMinMoves &&
      _activePlayersMinMoves[playerID] &&
      currentPlayerMoves < _activePlayersMinMoves[playerID]
    ) {
      return state;
    }
    activePlayers = { ...activePlayers };
    delete activePlayers![playerID];
    if (_activePlayersMinMoves) {
      _activePlayersMinMoves = { ..._activePlayersMinMoves };
      delete _activePlayersMinMoves[playerID];
    }
    if (_activePlayersMaxMoves) {
      _activePlayersMaxMoves = { ..._activePlayersMaxMoves };
      delete _activePlayersMaxMoves[playerID];
    }
    ctx = updateActivePlayersOnceEmpty(
      changed(ctx, { activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves }),
    );
    return changed(state, { ctx });
  }

  /** The move `playerID` may make under this name now: its stage's, the phase's or the game's. */
  function GetMove(ctx: FlowCtx, name: string, playerID: string): unknown {
    const phaseConfig = GetPhase(ctx);
    const stages = phaseConfig.turn.stages;
    const { activePlayers } = ctx;
    if (
      activePlayers &&
      activePlayers[playerID] !== undefined &&
      activePlayers[playerID] !== null &&
      stages[activePlayers[playerID]] !== undefined &&
      stages[activePlayers[playerID]].moves !== undefined
    ) {
      const stageMoves = stages[activePlayers[playerID]].moves!;
      if (name in stageMoves) return stageMoves[name];
    } else if (phaseConfig.moves) {
      if (name in phaseConfig.moves) return phaseConfig.moves[name];
    } else if (name in moves) {
      return moves[name];
    }
    return null;
  }

  function ProcessMove(state: FlowState, playerID: string, type: string): FlowState {
    const { currentPlayer, activePlayers, _activePlayersMaxMoves } = state.ctx;
    const move = GetMove(state.ctx, type, playerID) as any;
    const shouldCount = !move || typeof move === 'function' || move.noLimit !== true;
    let { numMoves } = state.ctx;
    const { _activePlayersNumMoves } = state.ctx;
    if (shouldCount) {
      if (playerID === currentPlayer) numMoves++;
      if (activePlayers) _activePlayersNumMoves[playerID]++;
    }
    state = changed(state, { ctx: changed(state.ctx, { numMoves, _activePlayersNumMoves }) });
    if (
      _activePlayersMaxMoves &&
      _activePlayersNumMoves[playerID] >= _activePlayersMaxMoves[playerID]
    ) {
      state = EndStage(state, { playerID, automatic: true });
    }
    const G = GetPhase(state.ctx).turn.onMove(changed(state, { playerID }));
    state = changed(state, { G });
    return Process(state, [{ fn: OnMove }]);
  }

  const eventHandlers: Record<string, (state: FlowState, playerID: any, arg?: any) => FlowState> = {
    endStage: (state, playerID) => Process(state, [{ fn: EndStage, playerID }]),
    setStage: (state, playerID, arg) => Process(state, [{ fn: EndStage, arg, playerID }]),
    endTurn: (state, _playerID, arg) =>
      Process(state, [{ fn: EndTurn, turn: state.ctx.turn, phase: state.ctx.phase, arg }]),
    pass: (state, _playerID, arg) =>
      Process(state, [
        { fn: EndTurn, turn: state.ctx.turn, phase: state.ctx.phase, force: true, arg },
      ]),
    endPhase: (state) =>
      Process(state, [{ fn: EndPhase, phase: state.ctx.phase, turn: state.ctx.turn }]),
    setPhase: (state, _playerID, newPhase) =>
      Process(state, [
        { fn: EndPhase, phase: state.ctx.phase, turn: state.ctx.turn, arg: { next: newPhase } },
      ]),
    endGame: (state, _playerID, arg) =>
      Process(state, [{ fn: EndGame, turn: state.ctx.turn, phase: state.ctx.phase, arg }]),
    setActivePlayers: (state, _playerID, arg) => Process(state, [{ fn: UpdateActivePlayers, arg }]),
  };

  return {
    getMove: GetMove,
    isPlayerActive: (ctx, playerID) =>
      ctx.activePlayers ? playerID in ctx.activePlayers : ctx.currentPlayer === playerID,
    processMove: ProcessMove,
    processEvent: (state, type, args, playerID) => {
      const handler = Object.prototype.hasOwnProperty.call(eventHandlers, type)
        ? eventHandlers[type]
        : undefined;
      if (!handler) return state;
      return (handler as (...a: unknown[]) => FlowState)(state, playerID, ...args);
    },
  };
}
