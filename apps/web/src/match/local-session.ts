/**
 * A match played entirely in this browser (against AI or hotseat), on core's LocalMatch — the
 * same boardgame.io reducer the server runs. The session is its seed and its accepted actions, so
 * it is saved after every move and rebuilt exactly on reload.
 */
import {
  activePlayersOf,
  LocalMatch,
  mayTakeBack,
  seatName,
  whyRefused,
  type GameModule,
  type SetupValue,
  type TakeBack,
} from '@gridplay/core';
import type { Action } from '@gridplay/core';
import { observationsFrom, OBSERVATIONS_SENT, type Observation } from '@gridplay/bots';
import type { Ctx, LogEntry, State } from 'boardgame.io';
import type { Difficulty } from '../lobby/lobby-api';

/** A human seat may carry the person's name (from the create form); older sessions have none. */
export type LocalSeat = { kind: 'human'; name?: string } | { kind: 'ai'; difficulty: Difficulty };

export interface LocalSessionRecord {
  gameId: string;
  numPlayers: number;
  setupData: Record<string, SetupValue>;
  seed: string;
  seats: LocalSeat[];
  history: Action[];
  /** Where the match stands, for the lobby's "My games" without loading the game's code. */
  summary?: LocalSummary;
  /** Seats that resigned, in order (a two-player match ends at the first; see `resign`). */
  resigned?: string[];
  /** With more seats: how many decisions had been made when each seat resigned. */
  resignedAt?: Record<string, number>;
}

export interface LocalSummary {
  /** Human seats that must act now. */
  humansToAct: string[];
  finished: boolean;
  /** Milliseconds since the epoch of the last accepted decision (or of the start). */
  updatedAt: number;
}

/** One moment of a local match: the state after a decision (the first: before any). */
export interface LocalMoment {
  state: State;
  /** The decision that led here (absent on the first moment). */
  action?: Action;
  /** How many log entries the match had at this moment. */
  logLength: number;
  /** What happened outside the rules to reach it ("North resigned."). */
  note?: string;
}

export type MoveOutcome = { ok: true } | { ok: false; reason: string };

export class LocalSession {
  readonly module: GameModule;
  readonly record: LocalSessionRecord;
  private match: LocalMatch;
  private entries: LogEntry[] = [];
  private timeline: LocalMoment[];

  constructor(module: GameModule, record: LocalSessionRecord) {
    this.module = module;
    this.record = { ...record, history: [] };
    this.match = new LocalMatch(module.game, {
      numPlayers: record.numPlayers,
      seed: record.seed,
      setupData: record.setupData,
    });
    this.timeline = [{ state: this.match.state, logLength: 0 }];
    // Replay what was saved; stop at the first action that no longer applies (a changed game).
    for (const action of record.history) {
      if (!this.dispatch(action).ok) break;
    }
    const resigned = record.resigned?.[0];
    if (resigned !== undefined && record.numPlayers === 2) this.endByResignation(resigned);
    for (const [seat, at] of Object.entries(record.resignedAt ?? {}))
      if (at < this.timeline.length) this.noteResignation(seat, at);
    this.summarize(record.summary?.updatedAt);
  }

  /** Every moment of the match so far, from its start (for replays and looking back). */
  get moments(): readonly LocalMoment[] {
    return this.timeline;
  }

  get ctx(): Ctx {
    return this.match.ctx;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  get isOver(): boolean {
    return this.match.isOver;
  }

  /** What `seat` sees (spectator: null). */
  view(seat: string | null): unknown {
    return this.match.view(seat);
  }

  humanSeats(): string[] {
    return this.record.seats.flatMap((s, i) => (s.kind === 'human' ? [String(i)] : []));
  }

  /** Seats that must act now, split by who plays them. */
  toAct(): { humans: string[]; bots: string[] } {
    const active = activePlayersOf(this.match.ctx);
    return {
      humans: active.filter((id) => this.record.seats[Number(id)]?.kind === 'human'),
      bots: active.filter((id) => this.record.seats[Number(id)]?.kind === 'ai'),
    };
  }

  /**
   * What `seat` saw the other seats decide in public, for a bot's inference (core's
   * `inference.ts`): each decision with the seat's own view just before it. Empty unless the game
   * gives its bot a model of play (`bot.recall`, and `bot.model` or `bot.policy`); secret decisions are left out.
   */
  observationsFor(seat: string, most = OBSERVATIONS_SENT): Observation[] {
    return observationsFrom(this.module, this.timeline, seat, most);
  }

  difficultyOf(seat: string): Difficulty {
    const s = this.record.seats[Number(seat)];
    return s?.kind === 'ai' ? s.difficulty : 'normal';
  }

  move(playerID: string, name: string, args: unknown[]): MoveOutcome {
    return this.dispatch({ kind: 'move', playerID, name, args });
  }

  event(playerID: string, name: string, args: unknown[]): MoveOutcome {
    return this.dispatch({ kind: 'event', playerID, name, args });
  }

  /**
   * The decisions a take-back by `seat` would undo: its own last decision and everything played
   * after it (against the AI: the AI's replies with it). Undefined when it has none.
   */
  takeBackPoint(seat: string): number | undefined {
    for (let i = this.record.history.length - 1; i >= 0; i--)
      if (this.record.history[i].playerID === seat) return i;
    return undefined;
  }

  /** Whether `seat` may take back its last decision now, and if not, why (player words). */
  whyNoTakeBack(seat: string): string | undefined {
    if (this.isOver) return 'The game is over: decisions can no longer be taken back.';
    const point = this.takeBackPoint(seat);
    if (point === undefined) return 'You have made no decision to take back yet.';
    const verdict: TakeBack = mayTakeBack(
      this.module,
      this.timeline[point].state,
      this.record.history.slice(point),
      seat,
    );
    return verdict.ok ? undefined : verdict.reason;
  }

  /** Takes back `seat`'s last decision and everything after it, when `mayTakeBack` allows it. */
  takeBack(seat: string): MoveOutcome {
    const reason = this.whyNoTakeBack(seat);
    if (reason) return { ok: false, reason };
    const point = this.takeBackPoint(seat)!;
    const moment = this.timeline[point];
    this.match.state = moment.state;
    this.timeline = this.timeline.slice(0, point + 1);
    this.record.history = this.record.history.slice(0, point);
    this.entries = this.entries.slice(0, moment.logLength);
    this.summarize();
    return { ok: true };
  }

  /**
   * `seat` concedes. With two seats the match ends, the other seat winning (a last moment of
   * its own, so the replay shows it); with more an AI plays on in the seat, as online. The
   * rules are not asked: boardgame.io has no generic "remove a seat", so this stands outside.
   */
  resign(seat: string): MoveOutcome {
    if (this.isOver)
      return { ok: false, reason: 'The game is over: there is nothing left to resign.' };
    if (this.record.seats[Number(seat)]?.kind !== 'human')
      return { ok: false, reason: 'Only a person can resign their seat.' };
    this.record.resigned = [...(this.record.resigned ?? []), seat];
    if (this.record.numPlayers === 2) this.endByResignation(seat);
    else {
      this.record.seats = this.record.seats.map((s, i) =>
        String(i) === seat ? { kind: 'ai', difficulty: 'normal' } : s,
      );
      const at = this.record.history.length;
      this.record.resignedAt = { ...this.record.resignedAt, [seat]: at };
      this.noteResignation(seat, at);
    }
    this.summarize();
    return { ok: true };
  }

  /**
   * With more seats a resignation is told on the moment it happened at (the moment after the
   * `at`-th decision), beside that decision's lines: a moment of its own would break the
   * alignment of moments and decisions that take-backs rely on.
   */
  private noteResignation(seat: string, at: number): void {
    const moment = this.timeline[at];
    const words = `${seatName(this.module.meta, seat)} resigned: an AI plays on in their seat.`;
    this.timeline[at] = { ...moment, note: moment.note ? `${moment.note} ${words}` : words };
  }

  private endByResignation(seat: string): void {
    const winner = seat === '0' ? '1' : '0';
    const state = this.match.state;
    const ended = {
      ...state,
      ctx: { ...state.ctx, gameover: { winner } },
      _stateID: state._stateID + 1,
    };
    this.match.state = ended;
    const note = `${seatName(this.module.meta, seat)} resigned.`;
    this.timeline.push({ state: ended, logLength: this.entries.length, note });
  }

  /** What `seat` saw at moment `index` (spectator: null); everything when `reveal` is set. */
  viewAt(index: number, seat: string | null, reveal = false): unknown {
    const { state } = this.timeline[index];
    const playerView = this.module.game.playerView;
    if (reveal || !playerView) return state.G;
    return playerView({ G: state.G, ctx: state.ctx, playerID: seat });
  }

  private summarize(updatedAt = Date.now()): void {
    this.record.summary = {
      humansToAct: this.toAct().humans,
      finished: this.isOver,
      updatedAt,
    };
  }

  private dispatch(action: Action): MoveOutcome {
    if (action.kind === 'move') {
      const reason = whyRefused(
        this.module.game,
        this.match.state,
        action.playerID,
        action.name,
        action.args,
      );
      if (reason) return { ok: false, reason };
    }
    const result = this.match.dispatch(action);
    if (!result.ok) return result;
    this.record.history.push(action);
    const deltalog = (this.match.state as { deltalog?: LogEntry[] }).deltalog ?? [];
    this.entries = [...this.entries, ...deltalog];
    this.timeline.push({ state: this.match.state, action, logLength: this.entries.length });
    this.summarize();
    return { ok: true };
  }
}
