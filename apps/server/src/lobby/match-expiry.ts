/**
 * Abandoned empty matches expire: a match nobody (no person) has sat at for `emptyForMs` is
 * removed, so creating matches and walking away cannot fill the disk or the listing. Matches
 * with a person seated, finished matches and rematches still kept for their players stay.
 * Each sweep reads only the matches that became old enough since the previous sweep.
 */
import type { Server } from 'boardgame.io';
import type { Logger } from 'pino';
import type { MatchStore } from '../storage/match-store';
import { isHeld, seatIDs, seatOf } from '../match/credentials';
import { botDifficulty } from '../match/bot-seats';
import { rematchHold } from './rematch-seats';

export interface MatchExpiryOptions {
  store: MatchStore;
  log: Logger;
  emptyForMs: number;
  everyMs: number;
  now?: () => number;
}

export function isAbandoned(metadata: Server.MatchData, now: number): boolean {
  if (metadata.gameover !== undefined && metadata.gameover !== null) return false;
  if ((rematchHold(metadata)?.until ?? 0) > now) return false;
  return !seatIDs(metadata).some(
    (id) => isHeld(seatOf(metadata, id)) && !botDifficulty(metadata, id),
  );
}

export class MatchExpiry {
  private timer?: NodeJS.Timeout;
  /** Matches updated before this were looked at by an earlier sweep. */
  private sweptUpTo?: number;
  private running?: Promise<number>;

  constructor(private readonly options: MatchExpiryOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.options.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Removes the matches abandoned since the last sweep; resolves to how many. */
  sweep(): Promise<number> {
    this.running ??= this.sweepNow().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweepNow(): Promise<number> {
    const { store, log, emptyForMs } = this.options;
    const now = (this.options.now ?? Date.now)();
    const cutoff = now - emptyForMs;
    let removed = 0;
    try {
      const ids = await store.listMatches({
        where: {
          isGameover: false,
          updatedBefore: cutoff,
          // A little overlap with the previous sweep: updated_at is written by several processes.
          updatedAfter: this.sweptUpTo === undefined ? undefined : this.sweptUpTo - 60_000,
        },
      });
      for (const id of ids) {
        const { metadata } = (await store.fetch(id, { metadata: true })) as {
          metadata?: Server.MatchData;
        };
        if (metadata && isAbandoned(metadata, now)) {
          await store.wipe(id);
          removed++;
        }
      }
      this.sweptUpTo = cutoff;
      if (removed > 0) log.info({ removed }, 'abandoned empty matches removed');
    } catch (error) {
      log.error({ err: error }, 'could not remove abandoned matches');
    }
    return removed;
  }
}
