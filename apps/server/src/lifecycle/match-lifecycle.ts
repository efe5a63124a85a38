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
 */
import type { PlayerID, Server, State } from 'boardgame.io';
import {
  flaggedSeats,
  nextFlagFall,
  seatName,
  type AiMove,
  type GameModule,
  type LifecycleSnapshot,
  type MatchClock,
  type MatchEnding,
} from '@gridplay/core';
import type { Logger } from 'pino';
import type { MatchStore } from '../storage/match-store';
import type { ClientAction, Outcome } from '../match/match-engine';
import type { BotThinker } from '../match/bot-thinker';
import { botDifficulty } from '../match/bot-seats';
import { seatIDs } from '../match/credentials';
import { seatState } from '../match/seat-view';
import { LEFT_SEAT_DIFFICULTY } from '../lobby/seat-changes';
import {
  clockBroughtTo,
  hasLifecycle,
  lifecycleOf,
  snapshotOf,
  timeControlOf,
  withLifecycle,
  withPresence,
} from './lifecycle-data';
import { handedToAi } from './seat-handover';
import { endedState, endingEntry, endingText, noteEntry } from './ending-log';
import { absentRequest, whyNotAllowed, type AbsentAsker } from './absent-request';

export interface MatchLifecycleOptions {
  modules: readonly GameModule[];
  store: MatchStore;
  log: Logger;
  /** How long a seat may be away before the others can act. */
  graceMs: number;
  now?: () => number;
  /** Sends a snapshot to every socket of the match, on every process. */
  publish(matchID: string, snapshot: LifecycleSnapshot): Promise<void>;
  /** Tells every socket about a state stored outside a move (a match ended on time). */
  announce(
    gameName: string,
    matchID: string,
    state: State,
    metadata: Server.MatchData,
  ): Promise<void>;
  /** Runs an action for a seat as its player would (an AI's decision when time ran out). */
  perform(
    gameName: string,
    matchID: string,
    seat: PlayerID,
    action: ClientAction,
    stateID?: number,
  ): Promise<Outcome>;
  /** The seats changed (one went to an AI): cut its old sockets off, wake the bots. */
  seatsChanged(gameName: string, matchID: string, metadata: Server.MatchData): void;
  thinker: BotThinker;
  /** How long a claimed flag fall is left to its process before another may claim it again. */
  flagClaimExpiryMs?: number;
}

/** Timers fire a little late rather than early: a clock read at its last millisecond is not out. */
const TIMER_SLACK_MS = 15;
/** setTimeout's longest wait; a longer one is simply set again when it fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** How many of the AI's choices are tried when the first is refused. */
const AI_ATTEMPTS = 20;
/**
 * A claimed flag fall is acted on within seconds (an AI decision takes at most one); after this
 * the claiming process is taken for dead and another claims it again. `FLAG_CLAIM_EXPIRY_MS`.
 */
export const DEFAULT_FLAG_CLAIM_EXPIRY_MS = 30_000;

export function flagClaimExpiryFrom(env: NodeJS.ProcessEnv): number {
  const ms = Number(env.FLAG_CLAIM_EXPIRY_MS);
  return env.FLAG_CLAIM_EXPIRY_MS && Number.isInteger(ms) && ms > 0
    ? ms
    : DEFAULT_FLAG_CLAIM_EXPIRY_MS;
}

/** A flag fall that ends the match; `aiFoundNoMove`: under "ai-decides", the AI could not. */
export type TimeEnding = MatchEnding & { how: 'time'; aiFoundNoMove?: boolean };

const RESIGN_TOO_LATE = 'The match ended or changed hands meanwhile: nothing was resigned.';

export const OUT_OF_TIME = 'Your time ran out: this decision is no longer yours.';

export class MatchLifecycle {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  private readonly claimExpiryMs: number;

  constructor(private readonly options: MatchLifecycleOptions) {
    this.claimExpiryMs = options.flagClaimExpiryMs ?? flagClaimExpiryFrom(process.env);
  }

  private now(): number {
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

  private async bringClock(gameName: string, matchID: string, state: State): Promise<void> {
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
  private schedule(gameName: string, matchID: string, metadata: Server.MatchData): void {
    const { clock, ending } = lifecycleOf(metadata);
    this.scheduleFor(gameName, matchID, ending ? undefined : clock);
  }

  private scheduleFor(gameName: string, matchID: string, clock: MatchClock | undefined): void {
    this.scheduleAt(gameName, matchID, clock ? nextFlagFall(clock)?.at : undefined);
  }

  /** One timer per match, to look at its flag falls at `at`. */
  private scheduleAt(gameName: string, matchID: string, at: number | undefined): void {
    clearTimeout(this.timers.get(matchID));
    this.timers.delete(matchID);
    if (at === undefined || this.stopped) return;
    const wait = Math.min(LONGEST_TIMER_MS, Math.max(0, at - this.now()) + TIMER_SLACK_MS);
    const timer = setTimeout(() => {
      if (this.timers.get(matchID) === timer) this.timers.delete(matchID);
      this.flagFall(gameName, matchID).catch((error: Error) =>
        this.options.log.error({ err: error, matchID }, 'could not act on a flag fall'),
      );
    }, wait);
    timer.unref?.();
    this.timers.set(matchID, timer);
  }

  /** A clock may have run out: claim each fallen flag (one process wins) and apply the penalty. */
  private async flagFall(gameName: string, matchID: string): Promise<void> {
    if (this.stopped) return;
    const { state, metadata } = (await this.options.store.fetch(matchID, {
      state: true,
      metadata: true,
    })) as { state?: State; metadata?: Server.MatchData };
    if (!state || !metadata || state.ctx.gameover !== undefined) return;
    const now = this.now();
    // The move that changed the clock may have been stored by a process that died before
    // advancing it: bring it to the stored state first, then look again.
    if (clockBroughtTo(metadata, state, now)) return this.bringClock(gameName, matchID, state);
    const { clock } = lifecycleOf(metadata);
    const control = timeControlOf(metadata);
    if (!clock || !control) return;
    const fallen = flaggedSeats(clock, now).filter((seat) => !botDifficulty(metadata, seat));
    // Another process's claim: look again when it expires, in case that process died.
    let lookAgainAt: number | undefined;
    for (const seat of fallen) {
      const claim = await this.claimFlag(matchID, state._stateID, seat);
      if (claim !== 'mine') {
        if (claim !== 'moved-on') lookAgainAt = Math.min(lookAgainAt ?? Infinity, claim.expiresAt);
        continue;
      }
      this.options.log.info({ matchID, seat, penalty: control.onTimeout }, 'time ran out');
      if (control.onTimeout === 'ai-decides') {
        if (await this.decideFor(gameName, matchID, state, seat)) continue;
        // The AI found no decision the rules accept: the seat loses on time, so the match
        // does not wait forever on a seat whose every move is refused.
        this.options.log.warn({ matchID, seat }, 'no AI decision was accepted after a flag fall');
        await this.loseOnTime(gameName, matchID, metadata, {
          how: 'time',
          seat,
          aiFoundNoMove: true,
        });
      } else if (control.onTimeout === 'lose')
        await this.loseOnTime(gameName, matchID, metadata, { how: 'time', seat });
      else await this.handOver(gameName, matchID, seat, 'time', () => true);
    }
    if (fallen.length === 0) this.schedule(gameName, matchID, metadata);
    else if (lookAgainAt !== undefined) this.scheduleAt(gameName, matchID, lookAgainAt);
  }

  /** Two players: the match ends, the other seat winning. More: an AI plays on for the seat. */
  private async loseOnTime(
    gameName: string,
    matchID: string,
    metadata: Server.MatchData,
    ending: TimeEnding,
  ): Promise<void> {
    const seats = seatIDs(metadata);
    if (seats.length === 2) {
      const winner = seats.find((other) => other !== ending.seat)!;
      await this.endMatch(gameName, matchID, winner, ending, () => true);
    } else await this.handOver(gameName, matchID, ending.seat, 'time', () => true);
  }

  /**
   * Compare-and-set on the match data: 'mine' for the one process that acts on this flag fall;
   * while another process's claim lasts, when it expires; 'moved-on' if the clock has.
   */
  private async claimFlag(
    matchID: string,
    stateID: number,
    seat: PlayerID,
  ): Promise<'mine' | 'moved-on' | { expiresAt: number }> {
    const key = `${stateID}/${seat}`;
    let outcome: 'moved-on' | { expiresAt: number } = 'moved-on';
    const now = this.now();
    const claimed = await this.options.store.updateMetadata(matchID, (current) => {
      const lifecycle = lifecycleOf(current);
      if (lifecycle.clock?.stateID !== stateID) {
        outcome = 'moved-on';
        return undefined;
      }
      const claimedAt = lifecycle.flagClaims[key];
      if (claimedAt !== undefined && now < claimedAt + this.claimExpiryMs) {
        outcome = { expiresAt: claimedAt + this.claimExpiryMs };
        return undefined;
      }
      return withLifecycle(current, {
        ...lifecycle,
        flagClaims: { ...lifecycle.flagClaims, [key]: now },
      });
    });
    return claimed !== undefined ? 'mine' : outcome;
  }

  /**
   * An AI makes the seat's one decision, from the seat's own view, as a bot seat would. False
   * when none of its choices was accepted (and the match did not move on meanwhile).
   */
  private async decideFor(
    gameName: string,
    matchID: string,
    state: State,
    seat: PlayerID,
  ): Promise<boolean> {
    const module = this.options.modules.find((m) => m.game.name === gameName);
    if (!module) return false;
    const view = seatState(module.game, state, seat);
    const options = module.game.ai.enumerate(view.G, view.ctx, seat) as AiMove[];
    const preferred = await this.options.thinker
      .decide(module, {
        G: view.G,
        ctx: view.ctx,
        seat,
        difficulty: LEFT_SEAT_DIFFICULTY,
        seatsThinking: 1,
      })
      .catch(() => undefined);
    for (const choice of [...(preferred ? [preferred] : []), ...options].slice(0, AI_ATTEMPTS)) {
      const action: ClientAction =
        'move' in choice
          ? { type: 'MAKE_MOVE', name: choice.move, args: choice.args ?? [] }
          : { type: 'GAME_EVENT', name: choice.event, args: choice.args ?? [] };
      const outcome = await this.options.perform(gameName, matchID, seat, action, state._stateID);
      if (outcome.kind === 'accepted') return true;
      if (
        outcome.reason.startsWith('Another move') ||
        outcome.reason.startsWith('The game moved on')
      )
        return true;
    }
    return false;
  }

  /** The seat goes to an AI for the rest of the match, if `still` holds of the stored data. */
  private async handOver(
    gameName: string,
    matchID: string,
    seat: PlayerID,
    why: 'time' | 'away' | 'resigned',
    still: (metadata: Server.MatchData) => boolean,
  ): Promise<boolean> {
    const { state } = (await this.options.store.fetch(matchID, { state: true })) as {
      state?: State;
    };
    if (!state) return false;
    const updated = await this.options.store.updateMetadata(matchID, (current) => {
      if (botDifficulty(current, seat) || !still(current)) return undefined;
      const handed = handedToAi(current, seat, why);
      return clockBroughtTo(handed, state, this.now()) ?? handed;
    });
    if (!updated) return false;
    this.options.seatsChanged(gameName, matchID, updated);
    await this.publish(matchID, updated);
    this.schedule(gameName, matchID, updated);
    return true;
  }

  /**
   * The match ends with `winner`: first the ending is written to the match data if `still`
   * holds (compare-and-set), then the ended state with the ending's log entry (compare-and-set
   * on the state id, so replays rebuild it: ending-log.ts), then it is announced like a move.
   */
  private async endMatch(
    gameName: string,
    matchID: string,
    winner: PlayerID,
    ending: MatchEnding,
    still: (metadata: Server.MatchData) => boolean,
  ): Promise<boolean> {
    const marked = await this.options.store.updateMetadata(matchID, (current) => {
      const lifecycle = lifecycleOf(current);
      if (lifecycle.ending || !still(current)) return undefined;
      return withLifecycle(current, { ...lifecycle, ending });
    });
    if (!marked) return false;
    const module = this.options.modules.find((m) => m.game.name === gameName);
    const words = module ? endingText(module, ending) : '';
    let ended: State | undefined;
    for (let attempt = 0; attempt < 5 && !ended; attempt++) {
      const { state } = (await this.options.store.fetch(matchID, { state: true })) as {
        state?: State;
      };
      if (!state || state.ctx.gameover !== undefined) break;
      const next = endedState(state, winner);
      const entry = endingEntry(state, winner, ending, words);
      if (await this.options.store.setStateIf(matchID, state._stateID, next, [entry])) ended = next;
    }
    if (!ended) {
      // The rules ended the match first: their result stands.
      await this.options.store.updateMetadata(matchID, (current) => {
        const { ending: _ending, ...lifecycle } = lifecycleOf(current);
        return withLifecycle(current, lifecycle);
      });
      return false;
    }
    const final = ended;
    const metadata = await this.options.store.updateMetadata(matchID, (current) => ({
      ...(clockBroughtTo(current, final, this.now()) ?? current),
      gameover: final.ctx.gameover,
      updatedAt: this.now(),
    }));
    if (!metadata) return false;
    clearTimeout(this.timers.get(matchID));
    this.timers.delete(matchID);
    await this.publish(matchID, metadata);
    await this.options.announce(gameName, matchID, final, metadata);
    return true;
  }

  /**
   * `seat` concedes (its player's credentials and session were checked by the caller). Two
   * seats: the match ends, the other seat winning, with the resignation in the stored log and
   * the replay (ending-log.ts). More seats: boardgame.io cannot take a seat out of a game's
   * turn order, so an AI plays on in it. Resolves to why nothing was done, or undefined.
   */
  async resign(gameName: string, matchID: string, seat: PlayerID): Promise<string | undefined> {
    const playing = (current: Server.MatchData) =>
      (current.gameover === undefined || current.gameover === null) &&
      !lifecycleOf(current).ending &&
      !botDifficulty(current, seat);
    const { metadata } = (await this.options.store.fetch(matchID, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    if (!metadata) return `There is no ${gameName} match "${matchID}".`;
    const seats = seatIDs(metadata);
    if (seats.length !== 2) {
      const handed = await this.handOver(gameName, matchID, seat, 'resigned', playing);
      if (!handed) return RESIGN_TOO_LATE;
      this.options.log.info({ matchID, seat }, 'resigned: an AI plays on');
      await this.noteResignation(gameName, matchID, seat);
      return undefined;
    }
    const winner = seats.find((other) => other !== seat)!;
    const ended = await this.endMatch(
      gameName,
      matchID,
      winner,
      { how: 'resigned', seat },
      playing,
    );
    if (ended) this.options.log.info({ matchID, seat }, 'resigned');
    return ended ? undefined : RESIGN_TOO_LATE;
  }

  /** The resignation of a seat an AI now plays, in the stored log and so in the replay. */
  private async noteResignation(gameName: string, matchID: string, seat: PlayerID): Promise<void> {
    const { state } = (await this.options.store.fetch(matchID, { state: true })) as {
      state?: State;
    };
    const module = this.options.modules.find((m) => m.game.name === gameName);
    if (!state || !module) return;
    const text = `${seatName(module.meta, seat)} resigned: an AI plays on in their seat.`;
    try {
      await this.options.store.appendLogNote(matchID, state._stateID, noteEntry(state, text));
    } catch (error) {
      // The seat has changed hands either way: a lost note costs the replay one line.
      this.options.log.error({ err: error, matchID }, 'could not note the resignation');
    }
  }

  /**
   * `gridplay:absent`: `asker` (the seat its socket synced as) hands an away seat to an AI or
   * claims the win. Resolves to why it was refused, or undefined when it was done.
   */
  async absent(
    gameName: string,
    asker: AbsentAsker & { matchID: string | null },
    raw: unknown[],
  ): Promise<{ matchID: string | null; refusal?: string }> {
    const parsed = absentRequest.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return {
        matchID: null,
        refusal: `Malformed message${where}: ${issue?.message ?? 'invalid'}`,
      };
    }
    const { matchID, seat, action } = parsed.data[0];
    if (asker.matchID !== matchID)
      return { matchID, refusal: 'Open the match (sync) before acting on an absent player.' };
    const { state, metadata } = (await this.options.store.fetch(matchID, {
      state: true,
      metadata: true,
    })) as { state?: State; metadata?: Server.MatchData };
    if (!state || !metadata || metadata.gameName !== gameName)
      return { matchID, refusal: `There is no ${gameName} match "${matchID}".` };
    const { graceMs } = this.options;
    const why = (current: Server.MatchData) =>
      whyNotAllowed(current, state, asker, seat, action, this.now(), graceMs);
    const refusal = why(metadata);
    if (refusal) return { matchID, refusal };
    const still = (current: Server.MatchData) => why(current) === undefined;
    const done =
      action === 'hand-to-ai'
        ? await this.handOver(gameName, matchID, seat, 'away', still)
        : await this.endMatch(
            gameName,
            matchID,
            asker.playerID!,
            { how: 'claimed', seat, by: asker.playerID! },
            still,
          );
    return done
      ? { matchID }
      : { matchID, refusal: 'The match changed meanwhile (the player came back?): nothing done.' };
  }
}
