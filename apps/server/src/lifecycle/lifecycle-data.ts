/**
 * A match's clocks and absent players as stored in its match data, so every server process
 * reads the same thing and a restart carries on where it stopped:
 *
 *  - `gridplayTimeControl`: chosen at creation (shown in the lobby listing), or absent;
 *  - `gridplayLifecycle`: the running clock (with the state id it was last advanced for), the
 *    seats marked away, the seats an AI took over, how the match ended if not by its rules,
 *    and the flag falls already acted on (so only one process acts on each).
 *
 * Everything here is plain functions of that data; `now` is always passed in.
 */
import type { PlayerID, Server, State } from 'boardgame.io';
import {
  activePlayersOf,
  advanceClock,
  startClock,
  type LifecycleSnapshot,
  type MatchClock,
  type MatchEnding,
  type TimeControl,
} from '@gridplay/core';
import { botDifficulty } from '../match/bot-seats';
import { isHeld, seatIDs, seatOf } from '../match/credentials';
import type { MatchDataWithTimeControl } from '../lobby/create-match';

export interface StoredClock extends MatchClock {
  /** The state the clock was last advanced for. */
  readonly stateID: number;
}

export interface StoredLifecycle {
  clock?: StoredClock;
  /** Seat → when its last socket went away. */
  away: Record<PlayerID, number>;
  replaced: Record<PlayerID, 'time' | 'away' | 'resigned'>;
  ending?: MatchEnding;
  /**
   * `${stateID}/${seat}` → when a process claimed that flag fall (compare-and-set on the data).
   * A claim expires (flag-falls.ts): a process that died before acting does not stall it.
   */
  flagClaims: Record<string, number>;
}

export type MatchDataWithLifecycle = MatchDataWithTimeControl & {
  gridplayLifecycle?: StoredLifecycle;
};

export function timeControlOf(
  metadata: MatchDataWithTimeControl | undefined,
): TimeControl | undefined {
  return metadata?.gridplayTimeControl;
}

export function lifecycleOf(metadata: MatchDataWithLifecycle | undefined): StoredLifecycle {
  const stored = metadata?.gridplayLifecycle;
  const { flagClaims = {}, ...rest } = stored ?? {};
  // Claims stored as a list (before claims expired) count as made long ago.
  const claims: Record<string, number> = Array.isArray(flagClaims)
    ? Object.fromEntries(flagClaims.map((key: unknown) => [String(key), 0]))
    : flagClaims;
  return { away: {}, replaced: {}, ...rest, flagClaims: claims };
}

export function withLifecycle(
  metadata: Server.MatchData,
  lifecycle: StoredLifecycle,
): Server.MatchData {
  return { ...metadata, gridplayLifecycle: lifecycle } as MatchDataWithLifecycle;
}

/** Seats a person plays: bots need no clock and are never away. */
function isPersonSeat(metadata: Server.MatchData, seat: PlayerID): boolean {
  return botDifficulty(metadata, seat) === undefined;
}

const isOver = (state: State) => state.ctx.gameover !== undefined && state.ctx.gameover !== null;

/** The seats whose clock runs in `state`: people with a decision to make. */
export function seatsOnTheClock(metadata: Server.MatchData, state: State): PlayerID[] {
  if (isOver(state)) return [];
  return activePlayersOf(state.ctx).filter((seat) => isPersonSeat(metadata, seat));
}

/** The seats that decided in the step that led to `state` (from its log delta). */
export function moversOf(state: State): PlayerID[] {
  const movers = new Set<PlayerID>();
  for (const entry of state.deltalog ?? []) {
    const seat = entry.action?.payload?.playerID;
    if (typeof seat === 'string') movers.add(seat);
  }
  return [...movers];
}

/**
 * The match data with its clock brought to `state`: started once every seat is taken, then
 * advanced (movers earn their increment, deciders run). Undefined: nothing to change (no time
 * control, table not full yet, or already advanced for this state or a later one).
 */
export function clockBroughtTo(
  metadata: Server.MatchData,
  state: State,
  now: number,
): Server.MatchData | undefined {
  const control = timeControlOf(metadata);
  if (!control) return undefined;
  const lifecycle = lifecycleOf(metadata);
  const deciding = seatsOnTheClock(metadata, state);
  let clock: StoredClock;
  if (!lifecycle.clock) {
    const seats = seatIDs(metadata);
    if (!seats.every((seat) => isHeld(seatOf(metadata, seat)))) return undefined;
    clock = { ...startClock(control, seats, deciding, now), stateID: state._stateID };
  } else {
    if (lifecycle.clock.stateID > state._stateID) return undefined;
    if (lifecycle.clock.stateID === state._stateID && !changedDeciders(lifecycle.clock, deciding))
      return undefined;
    const movers = lifecycle.clock.stateID < state._stateID ? moversOf(state) : [];
    clock = {
      ...advanceClock(lifecycle.clock, { movers, deciding, now }),
      stateID: state._stateID,
    };
  }
  return withLifecycle(metadata, { ...lifecycle, clock, flagClaims: {} });
}

/** Whether the running clocks differ from the seats that should run (a seat became a bot). */
function changedDeciders(clock: MatchClock, deciding: readonly PlayerID[]): boolean {
  return Object.entries(clock.seats).some(
    ([seat, { runningSince }]) => (runningSince !== null) !== deciding.includes(seat),
  );
}

/** Marks a person's seat away (its last socket left) or back (a socket synced with it). */
export function withPresence(
  metadata: Server.MatchData,
  seat: PlayerID,
  connected: boolean,
  now: number,
): Server.MatchData {
  const lifecycle = lifecycleOf(metadata);
  const away = { ...lifecycle.away };
  if (connected) delete away[seat];
  else if (isPersonSeat(metadata, seat) && away[seat] === undefined) away[seat] = now;
  return withLifecycle(metadata, { ...lifecycle, away });
}

/** What every socket of the match is sent about its clocks and absent players. */
export function snapshotOf(
  metadata: Server.MatchData,
  now: number,
  graceMs: number,
): LifecycleSnapshot {
  const { clock, away, replaced, ending } = lifecycleOf(metadata);
  const control = timeControlOf(metadata) ?? null;
  return {
    now,
    control,
    clock: clock ? { control: clock.control, seats: clock.seats } : null,
    away: Object.fromEntries(
      Object.entries(away)
        .filter(([seat]) => isPersonSeat(metadata, seat))
        .map(([seat, since]) => [seat, { since, graceEndsAt: since + graceMs }]),
    ),
    replaced,
    ending: ending ?? null,
  };
}

/** Whether anything about clocks or presence is worth sending for this match. */
export function hasLifecycle(metadata: MatchDataWithLifecycle | undefined): boolean {
  return Boolean(metadata?.gridplayTimeControl || metadata?.gridplayLifecycle);
}
