/**
 * The server side of clocks and absent players (issue 15), for every process of the server:
 *
 *  - after every accepted move (and when the table fills up) the clock stored with the match is
 *    brought to the new state, and every socket receives the snapshot (`gridplay:lifecycle`);
 *  - each process that holds sockets of a match keeps one timer for its next flag fall; when it
 *    fires, the flag fall is claimed with the store's compare-and-set, so exactly one process
 *    applies the penalty — the seat loses, an AI makes that one decision, or an AI takes the seat;
 *  - a seat whose sockets all left is marked away; after the grace period the others may hand it
 *    to an AI or, in a two-player match, claim the win (`gridplay:absent`).
 *
 * Penalties go through the paths moves take: an AI's decision is `perform`ed like a bot seat's,
 * an ended match is stored with `setStateIf` and announced like a move, a seat handed to an AI
 * goes through the same seat change the lobby announces.
 *
 * This class keeps the clocks and their timers; a fallen flag is flag-falls.ts's, a seat handed
 * to an AI or a match ended outside the rules match-endings.ts's, `gridplay:absent`
 * absent-request.ts's.
 */
import type { PlayerID, Server, State } from 'boardgame.io';
import {
  flaggedSeats,
  nextFlagFall,
  type LifecycleSnapshot,
  type MatchClock,
} from '@gridplay/core';
import {
  clockBroughtTo,
  hasLifecycle,
  lifecycleOf,
  snapshotOf,
  timeControlOf,
  withPresence,
} from './lifecycle-data';
import type { ClockKeeper, MatchLifecycleOptions } from './lifecycle-options';
import { MatchEndings } from './match-endings';
import { FlagFalls } from './flag-falls';
import { actOnAbsent, type AbsentAsker } from './absent-request';

export type { MatchLifecycleOptions } from './lifecycle-options';

/** Timers fire a little late rather than early: a clock read at its last millisecond is not out. */
const TIMER_SLACK_MS = 15;
/** setTimeout's longest wait; a longer one is simply set again when it fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const OUT_OF_TIME = 'Your time ran out: this decision is no longer yours.';

export class MatchLifecycle implements ClockKeeper {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;
  /** Seats handed to an AI and matches ended outside the rules. */
  private readonly endings: MatchEndings;
  private readonly flagFalls: FlagFalls;

  constructor(readonly options: MatchLifecycleOptions) {
    this.endings = new MatchEndings(this);
    this.flagFalls = new FlagFalls(this, this.endings);
  }

  now(): number {
    return (this.options.now ?? Date.now)();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  snapshot(metadata: Server.MatchData): LifecycleSnapshot | undefined {
    return hasLifecycle(metadata)
      ? snapshotOf(metadata, this.now(), this.options.graceMs)
      : undefined;
  }

  /** The match data with `seat` marked back (a socket synced with it) or away (its last left). */
  presence(metadata: Server.MatchData, seat: PlayerID, connected: boolean): Server.MatchData {
    return withPresence(metadata, seat, connected, this.now());
  }

  /** Why `seat` may not move now because its time is out, or undefined. */
  whyOutOfTime(metadata: Server.MatchData, seat: PlayerID): string | undefined {
    const { clock } = lifecycleOf(metadata);
    return clock && flaggedSeats(clock, this.now()).includes(seat) ? OUT_OF_TIME : undefined;
  }

  /** A move was accepted (or the match rolled back): the clock follows the new state. */
  async afterAccepted(
    gameName: string,
    matchID: string,
    state: State,
    metadata?: Server.MatchData,
  ): Promise<void> {
    if (metadata && !timeControlOf(metadata)) return;
    await this.bringClock(gameName, matchID, state);
  }

  /** A socket synced (perhaps after a restart): make sure the clock is current and timed. */
  async synced(
    gameName: string,
    matchID: string,
    state: State,
    metadata: Server.MatchData,
  ): Promise<void> {
    if (!timeControlOf(metadata)) return;
    if (clockBroughtTo(metadata, state, this.now()))
      await this.bringClock(gameName, matchID, state);
    else this.schedule(gameName, matchID, metadata);
  }

  /** The lobby changed the seats: a full table starts the clock; a bot's seat stops running. */
  async seatsChanged(gameName: string, matchID: string, metadata: Server.MatchData | undefined) {
    if (!metadata || !hasLifecycle(metadata)) return;
    const { state } = (await this.options.store.fetch(matchID, { state: true })) as {
      state?: State;
    };
    if (!state) return;
    if (timeControlOf(metadata)) await this.bringClock(gameName, matchID, state);
    else await this.publish(matchID, metadata);
  }

  /** Sends the stored snapshot to every socket of the match. */
  async publish(matchID: string, metadata: Server.MatchData): Promise<void> {
    const snapshot = this.snapshot(metadata);
    if (!snapshot) return;
    await this.options
      .publish(matchID, snapshot)
      .catch((error: Error) =>
        this.options.log.error({ err: error, matchID }, 'could not send the clocks'),
      );
  }

  async bringClock(gameName: string, matchID: string, state: State): Promise<void> {
    const updated = await this.options.store.updateMetadata(matchID, (current) =>
      clockBroughtTo(current, state, this.now()),
    );
    if (!updated) return;
    await this.publish(matchID, updated);
    this.schedule(gameName, matchID, updated);
  }

  /**
   * A snapshot reached this process's sockets of the match (from any process): this process
   * times the next flag fall too, so the match does not depend on the process that stored the
   * last move staying alive. The claim in `flagFall` keeps it to one penalty.
   */
  heard(gameName: string, matchID: string, snapshot: LifecycleSnapshot): void {
    this.scheduleFor(
      gameName,
      matchID,
      snapshot.ending ? undefined : (snapshot.clock ?? undefined),
    );
  }

  /** One timer per match: the next flag fall of its stored clock. */
  schedule(gameName: string, matchID: string, metadata: Server.MatchData): void {
    const { clock, ending } = lifecycleOf(metadata);
    this.scheduleFor(gameName, matchID, ending ? undefined : clock);
  }

  private scheduleFor(gameName: string, matchID: string, clock: MatchClock | undefined): void {
    this.scheduleAt(gameName, matchID, clock ? nextFlagFall(clock)?.at : undefined);
  }

  /** One timer per match, to look at its flag falls at `at`. */
  scheduleAt(gameName: string, matchID: string, at: number | undefined): void {
    clearTimeout(this.timers.get(matchID));
    this.timers.delete(matchID);
    if (at === undefined || this.stopped) return;
    const wait = Math.min(LONGEST_TIMER_MS, Math.max(0, at - this.now()) + TIMER_SLACK_MS);
    const timer = setTimeout(() => {
      if (this.timers.get(matchID) === timer) this.timers.delete(matchID);
      if (this.stopped) return;
      this.flagFalls
        .flagFall(gameName, matchID)
        .catch((error: Error) =>
          this.options.log.error({ err: error, matchID }, 'could not act on a flag fall'),
        );
    }, wait);
    timer.unref?.();
    this.timers.set(matchID, timer);
  }

  /**
   * `gridplay:absent`: `asker` (the seat its socket synced as) hands an away seat to an AI or
   * claims the win (absent-request.ts). Resolves to why it was refused, or nothing.
   */
  absent(
    gameName: string,
    asker: AbsentAsker & { matchID: string | null },
    raw: unknown[],
  ): Promise<{ matchID: string | null; refusal?: string }> {
    return actOnAbsent(this, this.endings, gameName, asker, raw);
  }

  /**
   * `seat` concedes (its player's credentials and session were checked by the caller): the
   * other seat wins a two-seat match, an AI plays on in a bigger one (match-endings.ts).
   * Resolves to why nothing was done, or undefined.
   */
  resign(gameName: string, matchID: string, seat: PlayerID): Promise<string | undefined> {
    return this.endings.resign(gameName, matchID, seat);
  }
}
