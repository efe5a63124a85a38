/**
 * A match played entirely in this browser (against AI or hotseat), on core's LocalMatch — the
 * same boardgame.io reducer the server runs. The session is its seed and its accepted actions, so
 * it is saved after every move and rebuilt exactly on reload.
 */
import {
  activePlayersOf,
  LocalMatch,
  whyRefused,
  type GameModule,
  type SetupValue,
} from '@gridplay/core';
import type { Action } from '@gridplay/core';
import type { Ctx, LogEntry } from 'boardgame.io';
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
}

export type MoveOutcome = { ok: true } | { ok: false; reason: string };

export class LocalSession {
  readonly module: GameModule;
  readonly record: LocalSessionRecord;
  private match: LocalMatch;
  private entries: LogEntry[] = [];

  constructor(module: GameModule, record: LocalSessionRecord) {
    this.module = module;
    this.record = { ...record, history: [] };
    this.match = new LocalMatch(module.game, {
      numPlayers: record.numPlayers,
      seed: record.seed,
      setupData: record.setupData,
    });
    // Replay what was saved; stop at the first action that no longer applies (a changed game).
    for (const action of record.history) {
      if (!this.dispatch(action).ok) break;
    }
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
    return { ok: true };
  }
}
