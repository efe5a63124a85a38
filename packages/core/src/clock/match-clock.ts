/**
 * Chess clocks for any game. A seat's clock runs while the seat has a decision to make — in a
 * simultaneous step several run at once — and stops when it has none. Two kinds of time control:
 *
 *  - Fischer: a bank of time for the whole match, plus an increment for every decision made
 *    (5 min + 10 s);
 *  - per move: a fresh allowance each time the seat is asked to decide (1 day per move, for slow
 *    play by correspondence).
 *
 * The clock is plain data with times in epoch milliseconds, so the server can store it with the
 * match (a restart or another process carries on where it stopped) and every client can show it
 * running from the same snapshot. Nothing here reads the wall clock: callers pass `now`.
 */
import type { PlayerID } from 'boardgame.io';

/** What happens when a seat's time runs out. */
export type TimeoutPenalty =
  /** The seat loses (in a game of more than two: it is out, and the others play on). */
  | 'lose'
  /** An AI makes that one decision for the seat; its clock starts again with the increment. */
  | 'ai-decides'
  /** The seat is handed to an AI for the rest of the match. */
  | 'ai-takes-seat';

export interface TimeControl {
  readonly kind: 'fischer' | 'per-move';
  /** Fischer: the bank each seat starts with. Per move: the allowance of each decision. */
  readonly initialMs: number;
  /** Fischer: added to a seat's bank for each decision it makes. */
  readonly incrementMs: number;
  readonly onTimeout: TimeoutPenalty;
}

export interface SeatClock {
  readonly remainingMs: number;
  /** When the clock started running, or null when it is stopped. */
  readonly runningSince: number | null;
}

export interface MatchClock {
  readonly control: TimeControl;
  readonly seats: Readonly<Record<PlayerID, SeatClock>>;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The time controls offered when creating a match, fastest first. */
export const TIME_CONTROL_PRESETS = {
  'blitz-1+5': { kind: 'fischer', initialMs: MINUTE, incrementMs: 5_000 },
  'rapid-5+10': { kind: 'fischer', initialMs: 5 * MINUTE, incrementMs: 10_000 },
  'daily-1d': { kind: 'per-move', initialMs: DAY, incrementMs: 0 },
} as const satisfies Record<string, Omit<TimeControl, 'onTimeout'>>;

export type TimeControlPreset = keyof typeof TIME_CONTROL_PRESETS;

/** A clock for `seats`, with those in `deciding` running from `now`. */
export function startClock(
  control: TimeControl,
  seats: readonly PlayerID[],
  deciding: readonly PlayerID[],
  now: number,
): MatchClock {
  const stopped: Record<PlayerID, SeatClock> = {};
  for (const seat of seats) stopped[seat] = { remainingMs: control.initialMs, runningSince: null };
  return advanceClock({ control, seats: stopped }, { movers: [], deciding, now });
}

/**
 * The clock after a change of the match: `movers` just made a decision (Fischer: they earn the
 * increment), and `deciding` are the seats that must decide now (none once the game is over).
 */
export function advanceClock(
  clock: MatchClock,
  {
    movers,
    deciding,
    now,
  }: { movers: readonly PlayerID[]; deciding: readonly PlayerID[]; now: number },
): MatchClock {
  const { control } = clock;
  const seats: Record<PlayerID, SeatClock> = {};
  for (const [seat, before] of Object.entries(clock.seats)) {
    const running = before.runningSince !== null;
    const moved = movers.includes(seat);
    const decides = deciding.includes(seat);
    // Still deciding and has not moved: the clock runs on from its start (no rounding creeps in).
    if (running && decides && !moved) {
      seats[seat] = before;
      continue;
    }
    let left = remainingAt(before, now);
    if (moved && control.kind === 'fischer') left += control.incrementMs;
    if (decides && control.kind === 'per-move') left = control.initialMs;
    seats[seat] = { remainingMs: left, runningSince: decides ? now : null };
  }
  return { control, seats };
}

/** A seat's time left at `now` (never below zero). */
export function remainingMs(clock: MatchClock, seat: PlayerID, now: number): number {
  const seatClock = clock.seats[seat];
  return seatClock ? remainingAt(seatClock, now) : 0;
}

/** The seats whose time has run out at `now`. */
export function flaggedSeats(clock: MatchClock, now: number): PlayerID[] {
  return Object.entries(clock.seats)
    .filter(([, seatClock]) => seatClock.runningSince !== null && remainingAt(seatClock, now) === 0)
    .map(([seat]) => seat);
}

/** When the next running clock will run out, if any runs: what a server's timer waits for. */
export function nextFlagFall(clock: MatchClock): { seat: PlayerID; at: number } | undefined {
  let next: { seat: PlayerID; at: number } | undefined;
  for (const [seat, { remainingMs: left, runningSince }] of Object.entries(clock.seats)) {
    if (runningSince === null) continue;
    const at = runningSince + left;
    if (!next || at < next.at) next = { seat, at };
  }
  return next;
}

/** "4:05", "0:09", "23 h 59 min": how a clock reads. */
export function formatClock(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  if (totalSeconds >= 3600) {
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    return hours >= 24
      ? `${Math.floor(hours / 24)} d ${hours % 24} h`
      : `${hours} h ${String(minutes).padStart(2, '0')} min`;
  }
  const minutes = Math.floor(totalSeconds / 60);
  return `${minutes}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

function remainingAt({ remainingMs: left, runningSince }: SeatClock, now: number): number {
  return runningSince === null ? left : Math.max(0, left - (now - runningSince));
}

/**
 * How a match ended other than by its rules: on time, a win claimed over an absent seat, or a
 * seat that resigned.
 */
export interface MatchEnding {
  readonly how: 'time' | 'claimed' | 'resigned';
  /** The seat that ran out of time, the absent seat the win was claimed over, or resigned. */
  readonly seat: PlayerID;
  /** Who claimed the win. */
  readonly by?: PlayerID;
}

/**
 * What every seat and spectator of an online match receives about its clocks and absent
 * players (`gridplay:lifecycle`): nothing in it is secret. `now` is the server's clock when it
 * was sent, so a client can run the clocks from its own clock without trusting it to agree.
 */
export interface LifecycleSnapshot {
  readonly now: number;
  readonly control: TimeControl | null;
  /** Null until every seat is taken: a clock starts when the table is full. */
  readonly clock: MatchClock | null;
  /** Seats whose player is disconnected: since when, and when the others may act. */
  readonly away: Readonly<Record<PlayerID, { since: number; graceEndsAt: number }>>;
  /** Seats an AI plays now, and why: its time ran out, it was handed over while away, it resigned. */
  readonly replaced: Readonly<Record<PlayerID, 'time' | 'away' | 'resigned'>>;
  readonly ending: MatchEnding | null;
}
