/**
 * Rates rated matches when they end: each rated seat's Glicko-2 rating for the game is updated
 * once and only once. `AccountStore.applyRatings` claims the match in the same transaction as
 * the new ratings, so a second process (or this one, told twice) changes nothing; and every rated
 * match stays in `gridplay_rated_matches` until rated, so a process starting after a crash rates
 * the matches that ended while no process was there to do it (`catchUp`).
 */
import type { Server, State } from 'boardgame.io';
import { gameoverRewards } from '@gridplay/bots';
import type { Logger } from 'pino';
import type { MatchStore } from '../storage/match-store';
import type { AccountStore } from './account-store';
import { NEW_PLAYER, ratingChanges } from './glicko-ratings';
import { isRated, ratedSeats } from './rated-matches';

export class MatchRatings {
  /**
   * Ratings are read, computed and written one match at a time: two matches of one player
   * ending together would otherwise both start from the same old rating, and one change be lost.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly accounts: AccountStore,
    private readonly store: MatchStore,
    private readonly log: Logger,
  ) {}

  /** After a stored move: rates the match if it is rated and this move ended it. */
  async afterAccepted(matchID: string, state: State, metadata?: Server.MatchData): Promise<void> {
    if (state.ctx.gameover === undefined) return;
    if (metadata && !isRated(metadata)) return;
    await this.rate(matchID);
  }

  /** Rates every rated match that is over but not rated yet (at start, after a crash). */
  async catchUp(): Promise<void> {
    for (const matchID of await this.accounts.unratedMatches(1000)) await this.rate(matchID);
  }

  /** Rates the match if it is over, rated and not rated yet; true when this call rated it. */
  rate(matchID: string): Promise<boolean> {
    const rated = this.queue.then(() => this.rateNow(matchID));
    this.queue = rated.catch(() => undefined);
    return rated;
  }

  private async rateNow(matchID: string): Promise<boolean> {
    const { state, metadata } = (await this.store.fetch(matchID, {
      state: true,
      metadata: true,
    })) as { state?: State; metadata?: Server.MatchData };
    if (!state || !metadata) {
      await this.accounts.forgetRatedMatch(matchID);
      return false;
    }
    if (!isRated(metadata) || state.ctx.gameover === undefined) return false;
    const seats = ratedSeats(metadata);
    if (seats.length < 2) {
      // Only one person left at the end (the others' seats went to an AI): nobody to rate against.
      await this.accounts.forgetRatedMatch(matchID);
      return false;
    }
    const game = metadata.gameName;
    const scores = gameoverRewards(state.ctx.gameover, state.ctx);
    const before = await Promise.all(
      seats.map(async ({ name }) => (await this.accounts.rating(name, game)) ?? NEW_PLAYER),
    );
    const changes = ratingChanges(
      seats.map(({ seat, name }, index) => ({
        name,
        before: before[index],
        score: scores[seat] ?? 0,
      })),
    );
    const applied = await this.accounts.applyRatings(matchID, game, changes);
    if (applied) this.log.info({ matchID, game, seats: seats.length }, 'match rated');
    return applied;
  }
}
