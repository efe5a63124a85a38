/**
 * A clock ran out: each fallen flag is claimed with the store's compare-and-set, so exactly one
 * process applies the penalty — the seat loses, an AI makes that one decision, or an AI takes
 * the seat (match-endings.ts).
 */
import type { PlayerID, Server, State } from 'boardgame.io';
import { flaggedSeats, type AiMove, type MatchEnding } from '@gridplay/core';
import type { ClientAction } from '../match/match-engine';
import { botDifficulty } from '../match/bot-seats';
import { seatIDs } from '../match/credentials';
import { seatState } from '../match/seat-view';
import { LEFT_SEAT_DIFFICULTY } from '../lobby/seat-changes';
import { clockBroughtTo, lifecycleOf, timeControlOf, withLifecycle } from './lifecycle-data';
import type { ClockKeeper } from './lifecycle-options';
import type { MatchEndings } from './match-endings';

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

export class FlagFalls {
  private readonly claimExpiryMs: number;

  constructor(
    private readonly clock: ClockKeeper,
    private readonly endings: MatchEndings,
  ) {
    this.claimExpiryMs = clock.options.flagClaimExpiryMs ?? flagClaimExpiryFrom(process.env);
  }

  /** A clock may have run out: claim each fallen flag (one process wins) and apply the penalty. */
  async flagFall(gameName: string, matchID: string): Promise<void> {
    const { state, metadata } = (await this.clock.options.store.fetch(matchID, {
      state: true,
      metadata: true,
    })) as { state?: State; metadata?: Server.MatchData };
    if (!state || !metadata || state.ctx.gameover !== undefined) return;
    const now = this.clock.now();
    // The move that changed the clock may have been stored by a process that died before
    // advancing it: bring it to the stored state first, then look again.
    if (clockBroughtTo(metadata, state, now))
      return this.clock.bringClock(gameName, matchID, state);
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
      this.clock.options.log.info({ matchID, seat, penalty: control.onTimeout }, 'time ran out');
      if (control.onTimeout === 'ai-decides') {
        if (await this.decideFor(gameName, matchID, state, seat)) continue;
        // The AI found no decision the rules accept: the seat loses on time, so the match
        // does not wait forever on a seat whose every move is refused.
        this.clock.options.log.warn(
          { matchID, seat },
          'no AI decision was accepted after a flag fall',
        );
        await this.loseOnTime(gameName, matchID, metadata, {
          how: 'time',
          seat,
          aiFoundNoMove: true,
        });
      } else if (control.onTimeout === 'lose')
        await this.loseOnTime(gameName, matchID, metadata, { how: 'time', seat });
      else await this.endings.handOver(gameName, matchID, seat, 'time', () => true);
    }
    if (fallen.length === 0) this.clock.schedule(gameName, matchID, metadata);
    else if (lookAgainAt !== undefined) this.clock.scheduleAt(gameName, matchID, lookAgainAt);
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
      await this.endings.endMatch(gameName, matchID, winner, ending, () => true);
    } else await this.endings.handOver(gameName, matchID, ending.seat, 'time', () => true);
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
    const now = this.clock.now();
    const claimed = await this.clock.options.store.updateMetadata(matchID, (current) => {
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
    const module = this.clock.options.modules.find((m) => m.game.name === gameName);
    if (!module) return false;
    const view = seatState(module.game, state, seat);
    const options = module.game.ai.enumerate(view.G, view.ctx, seat) as AiMove[];
    const preferred = await this.clock.options.thinker
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
      const outcome = await this.clock.options.perform(
        gameName,
        matchID,
        seat,
        action,
        state._stateID,
      );
      if (outcome.kind === 'accepted') return true;
      if (
        outcome.reason.startsWith('Another move') ||
        outcome.reason.startsWith('The game moved on')
      )
        return true;
    }
    return false;
  }
}
