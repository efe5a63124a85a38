/**
 * How a match ends or a seat changes hands outside the rules: the seat goes to an AI (time,
 * away, resigned in a bigger match) or the match ends with a winner (time, a claimed win, a
 * resignation), each written with the store's compare-and-set and announced like a move.
 */
import type { PlayerID, Server, State } from 'boardgame.io';
import { seatName, type MatchEnding } from '@gridplay/core';
import { botDifficulty } from '../match/bot-seats';
import { seatIDs } from '../match/credentials';
import { clockBroughtTo, lifecycleOf, withLifecycle } from './lifecycle-data';
import { handedToAi } from './seat-handover';
import { endedState, endingEntry, endingText, noteEntry } from './ending-log';
import type { ClockKeeper } from './lifecycle-options';

const RESIGN_TOO_LATE = 'The match ended or changed hands meanwhile: nothing was resigned.';

export class MatchEndings {
  constructor(private readonly clock: ClockKeeper) {}

  /** The seat goes to an AI for the rest of the match, if `still` holds of the stored data. */
  async handOver(
    gameName: string,
    matchID: string,
    seat: PlayerID,
    why: 'time' | 'away' | 'resigned',
    still: (metadata: Server.MatchData) => boolean,
  ): Promise<boolean> {
    const { state } = (await this.clock.options.store.fetch(matchID, { state: true })) as {
      state?: State;
    };
    if (!state) return false;
    const updated = await this.clock.options.store.updateMetadata(matchID, (current) => {
      if (botDifficulty(current, seat) || !still(current)) return undefined;
      const handed = handedToAi(current, seat, why);
      return clockBroughtTo(handed, state, this.clock.now()) ?? handed;
    });
    if (!updated) return false;
    this.clock.options.seatsChanged(gameName, matchID, updated);
    await this.clock.publish(matchID, updated);
    this.clock.schedule(gameName, matchID, updated);
    return true;
  }

  /**
   * The match ends with `winner`: first the ending is written to the match data if `still`
   * holds (compare-and-set), then the ended state with the ending's log entry (compare-and-set
   * on the state id, so replays rebuild it: ending-log.ts), then it is announced like a move.
   */
  async endMatch(
    gameName: string,
    matchID: string,
    winner: PlayerID,
    ending: MatchEnding,
    still: (metadata: Server.MatchData) => boolean,
  ): Promise<boolean> {
    const marked = await this.clock.options.store.updateMetadata(matchID, (current) => {
      const lifecycle = lifecycleOf(current);
      if (lifecycle.ending || !still(current)) return undefined;
      return withLifecycle(current, { ...lifecycle, ending });
    });
    if (!marked) return false;
    const module = this.clock.options.modules.find((m) => m.game.name === gameName);
    const words = module ? endingText(module, ending) : '';
    let ended: State | undefined;
    for (let attempt = 0; attempt < 5 && !ended; attempt++) {
      const { state } = (await this.clock.options.store.fetch(matchID, { state: true })) as {
        state?: State;
      };
      if (!state || state.ctx.gameover !== undefined) break;
      const next = endedState(state, winner);
      const entry = endingEntry(state, winner, ending, words);
      if (await this.clock.options.store.setStateIf(matchID, state._stateID, next, [entry]))
        ended = next;
    }
    if (!ended) {
      // The rules ended the match first: their result stands.
      await this.clock.options.store.updateMetadata(matchID, (current) => {
        const { ending: _ending, ...lifecycle } = lifecycleOf(current);
        return withLifecycle(current, lifecycle);
      });
      return false;
    }
    const final = ended;
    const metadata = await this.clock.options.store.updateMetadata(matchID, (current) => ({
      ...(clockBroughtTo(current, final, this.clock.now()) ?? current),
      gameover: final.ctx.gameover,
      updatedAt: this.clock.now(),
    }));
    if (!metadata) return false;
    this.clock.scheduleAt(gameName, matchID, undefined);
    await this.clock.publish(matchID, metadata);
    await this.clock.options.announce(gameName, matchID, final, metadata);
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
    const { metadata } = (await this.clock.options.store.fetch(matchID, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    if (!metadata) return `There is no ${gameName} match "${matchID}".`;
    const seats = seatIDs(metadata);
    if (seats.length !== 2) {
      const handed = await this.handOver(gameName, matchID, seat, 'resigned', playing);
      if (!handed) return RESIGN_TOO_LATE;
      this.clock.options.log.info({ matchID, seat }, 'resigned: an AI plays on');
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
    if (ended) this.clock.options.log.info({ matchID, seat }, 'resigned');
    return ended ? undefined : RESIGN_TOO_LATE;
  }

  /** The resignation of a seat an AI now plays, in the stored log and so in the replay. */
  private async noteResignation(gameName: string, matchID: string, seat: PlayerID): Promise<void> {
    const { state } = (await this.clock.options.store.fetch(matchID, { state: true })) as {
      state?: State;
    };
    const module = this.clock.options.modules.find((m) => m.game.name === gameName);
    if (!state || !module) return;
    const text = `${seatName(module.meta, seat)} resigned: an AI plays on in their seat.`;
    try {
      await this.clock.options.store.appendLogNote(matchID, state._stateID, noteEntry(state, text));
    } catch (error) {
      // The seat has changed hands either way: a lost note costs the replay one line.
      this.clock.options.log.error({ err: error, matchID }, 'could not note the resignation');
    }
  }
}
