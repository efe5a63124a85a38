/**
 * The events a move or hook fires (`events.endTurn()`, `events.setActivePlayers(…)`): queued while
 * it runs and carried out after the move and the flow's own checks, in the order and with the
 * refusals of boardgame.io 0.50.2's events plugin (`src/plugins/plugin-events.ts`). The only part
 * left out is the stack trace each queued event captures for its error message.
 */

/** boardgame.io's `GameMethod`: which kind of function fired an event. */
export type GameMethod =
  | 'MOVE'
  | 'GAME_ON_END'
  | 'PHASE_ON_BEGIN'
  | 'PHASE_ON_END'
  | 'TURN_ON_BEGIN'
  | 'TURN_ON_MOVE'
  | 'TURN_ON_END';

export const EVENT_NAMES = [
  'endStage',
  'setStage',
  'endTurn',
  'pass',
  'endPhase',
  'setPhase',
  'endGame',
  'setActivePlayers',
] as const;

interface QueuedEvent {
  type: string;
  args: unknown[];
  phase: string | null;
  turn: number;
  calledFrom: GameMethod | undefined;
}

export interface EventState {
  G: any;
  ctx: Record<string, any>;
}

/** What an event does to the state: the flow's handler for it. */
export type ProcessEvent<S extends EventState> = (
  state: S,
  type: string,
  args: unknown[],
  playerID: string | undefined,
) => S;

export class EventQueue {
  private readonly dispatch: QueuedEvent[] = [];
  private playerID: string | undefined;
  private initialTurn = 0;
  private maxEndedTurnsPerAction = 0;
  private currentPhase: string | null = null;
  private currentTurn = 0;
  private currentMethod: GameMethod | undefined;
  /** The `events` API of moves and hooks; made once, reused by every action (see `begin`). */
  readonly api: Record<string, (...args: unknown[]) => void>;

  constructor() {
    const api: Record<string, (...args: unknown[]) => void> = {};
    for (const type of EVENT_NAMES) {
      api[type] = (...args: unknown[]) => {
        this.dispatch.push({
          type,
          args,
          phase: this.currentPhase,
          turn: this.currentTurn,
          calledFrom: this.currentMethod,
        });
      };
    }
    this.api = api;
  }

  /** A new action by `playerID` starts at `ctx`: an empty queue. */
  begin(ctx: EventState['ctx'], playerID: string | undefined): void {
    this.dispatch.length = 0;
    this.playerID = playerID;
    this.initialTurn = ctx.turn;
    this.currentPhase = ctx.phase;
    this.currentTurn = ctx.turn;
    this.currentMethod = undefined;
    // boardgame.io's bound on turns ended by one action (a loop of endTurn in hooks).
    this.maxEndedTurnsPerAction = ctx.numPlayers * 100;
  }

  /** Called around every move and hook, as the plugin's `fnWrap` does. */
  enter(ctx: EventState['ctx'], method: GameMethod): void {
    this.currentPhase = ctx.phase;
    this.currentTurn = ctx.turn;
    this.currentMethod = method;
  }

  leave(): void {
    this.currentMethod = undefined;
  }

  /**
   * Carry out the queued events (events fired while doing so join the queue). Returns the new
   * state, or the error that makes boardgame.io refuse the whole action.
   */
  flush<S extends EventState>(state: S, process: ProcessEvent<S>): S | { error: string } {
    for (let i = 0; i < this.dispatch.length; i++) {
      const event = this.dispatch[i];
      const turnHasEnded = event.turn !== state.ctx.turn;
      if (this.currentTurn - this.initialTurn >= this.maxEndedTurnsPerAction) {
        return { error: 'Maximum number of turn endings exceeded for this update.' };
      }
      if (event.calledFrom === undefined) {
        return {
          error: 'Events must be called from moves or the `onBegin`, `onEnd`, and `onMove` hooks.',
        };
      }
      if (state.ctx.gameover) break;
      switch (event.type) {
        case 'endStage':
        case 'setStage':
        case 'setActivePlayers': {
          switch (event.calledFrom) {
            case 'TURN_ON_END':
            case 'PHASE_ON_END':
              return { error: 'Stage events cannot be called from `onEnd` hooks.' };
            case 'PHASE_ON_BEGIN':
              return { error: 'Stage events cannot be called from `phase.onBegin`.' };
            case 'TURN_ON_BEGIN':
              if (event.type === 'setActivePlayers') break;
              return { error: '`setStage` & `endStage` are disallowed in `turn.onBegin`.' };
          }
          if (turnHasEnded) continue;
          break;
        }
        case 'endTurn': {
          if (event.calledFrom === 'TURN_ON_END' || event.calledFrom === 'PHASE_ON_END') {
            return { error: '`endTurn` is disallowed in `onEnd` hooks.' };
          }
          if (turnHasEnded) continue;
          break;
        }
        case 'endPhase':
        case 'setPhase': {
          if (event.calledFrom === 'PHASE_ON_END') {
            return { error: '`endPhase` & `setPhase` are disallowed in `phase.onEnd`.' };
          }
          if (event.phase !== state.ctx.phase) continue;
          break;
        }
      }
      state = process(state, event.type, event.args, this.playerID);
    }
    return state;
  }
}
