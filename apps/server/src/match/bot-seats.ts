/**
 * Bot seats in online matches. A seat given to a bot at creation is played by the server, which
 * decides from that seat's playerView only (the same view a human at that seat receives), with
 * the fair bot from `@gridplay/bots` (thinking off the event loop, see bot-thinker.ts); when
 * the fair bot cannot decide, a uniform choice among the moves `ai.enumerate` offers on that view.
 * It is told the other seats' public decisions as its seat saw them (bot-observations.ts), so a
 * game with a model of play infers from them, as in a browser match.
 */
import { randomInt } from 'node:crypto';
import type { PlayerID, Server, State } from 'boardgame.io';
import { activePlayersOf, type AiMove, type GameModule } from '@gridplay/core';
import type { Observation } from '@gridplay/bots';
import type { Logger } from 'pino';
import type { MatchStore } from '../storage/match-store';
import type { ClientAction, Outcome } from './match-engine';
import { seatState } from './seat-view';
import { botObservations, ReplayedMatches } from './bot-observations';
import type { BotThinker, Difficulty } from './bot-thinker';

/**
 * Match data with the server's own record of its bot seats. A seat's `data.bot` only labels it
 * for the lobby: players can rewrite their own `data` (the stock update route), so it never
 * decides which seats the server plays.
 */
export type MatchDataWithBots = Server.MatchData & { gridplayBots?: Record<string, Difficulty> };

/** The difficulty of a bot seat, or undefined for a person's seat. */
export function botDifficulty(
  metadata: MatchDataWithBots | undefined,
  seat: PlayerID,
): Difficulty | undefined {
  return metadata?.gridplayBots?.[seat];
}

/** Whether any seat of the match is held by a server-side bot. */
export function hasBotSeats(metadata: MatchDataWithBots | undefined): boolean {
  return Object.keys(metadata?.gridplayBots ?? {}).length > 0;
}

/** How a bot's turn went: it moved, the match moved on under it, or it found nothing to do. */
type Turn = 'moved' | 'stale' | 'stuck';

export interface BotSeatsOptions {
  modules: readonly GameModule[];
  store: MatchStore;
  log: Logger;
  perform: (
    gameName: string,
    matchID: string,
    playerID: PlayerID,
    action: ClientAction,
    stateID?: number,
  ) => Promise<Outcome>;
  thinker: BotThinker;
  /** Pause before a bot moves, so people can follow the game. */
  delayMs: number;
}

export class BotSeats {
  private readonly thinking = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Each bot match's log as replayed so far: a decision replays only what was added since. */
  private readonly replayed = new ReplayedMatches();
  private stopped = false;

  constructor(private readonly options: BotSeatsOptions) {}

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** After any change (or a restart), lets every active bot seat of the match take its turn. */
  async wake(gameName: string, matchID: string): Promise<void> {
    if (this.stopped) return;
    try {
      const { state, metadata } = (await this.options.store.fetch(matchID, {
        state: true,
        metadata: true,
      })) as {
        state?: State;
        metadata?: Server.MatchData;
      };
      if (!state || !metadata || this.stopped) return;
      const bots = activePlayersOf(state.ctx).flatMap((seat) => {
        const difficulty = botDifficulty(metadata, seat);
        return difficulty ? [{ seat, difficulty }] : [];
      });
      // All bot seats of a simultaneous step think at once and share one budget (bot-thinker).
      for (const { seat, difficulty } of bots) {
        this.schedule(gameName, matchID, seat, difficulty, bots.length);
      }
    } catch (error) {
      if (!this.stopped)
        this.options.log.error({ err: error, matchID }, 'could not wake bot seats');
    }
  }

  private schedule(
    gameName: string,
    matchID: string,
    seat: PlayerID,
    difficulty: Difficulty,
    seatsThinking: number,
  ): void {
    const key = `${matchID}/${seat}`;
    if (this.thinking.has(key)) return;
    this.thinking.add(key);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.play(gameName, matchID, seat, difficulty, seatsThinking)
        .catch((error: Error): Turn => {
          this.options.log.error({ err: error, matchID, seat }, 'bot seat failed');
          return 'stuck';
        })
        .then((turn) => {
          this.thinking.delete(key);
          // The match changed while this seat was busy (its own move, or another seat's): look again.
          if (turn !== 'stuck') return this.wake(gameName, matchID);
        })
        .catch(() => {});
    }, this.options.delayMs);
    this.timers.add(timer);
  }

  /** The fair bot's choice, or undefined (then a random legal move) when it cannot decide. */
  private async decide(
    module: GameModule,
    view: State,
    seat: PlayerID,
    difficulty: Difficulty,
    matchID: string,
    seatsThinking: number,
  ): Promise<AiMove | undefined> {
    try {
      const observations = await this.observations(module, matchID, seat, view._stateID);
      return await this.options.thinker.decide(module, {
        G: view.G,
        ctx: view.ctx,
        seat,
        difficulty,
        seatsThinking,
        observations,
      });
    } catch (error) {
      this.options.log.warn(
        { err: error, matchID, seat },
        'fair bot could not decide; playing a random legal move',
      );
      return undefined;
    }
  }

  /** What the seat saw the others do; none (no inference, still a fair bot) if the log does not replay. */
  private async observations(
    module: GameModule,
    matchID: string,
    seat: PlayerID,
    stateID: number,
  ): Promise<Observation[]> {
    try {
      return await botObservations(
        module,
        this.options.store,
        matchID,
        seat,
        stateID,
        this.replayed,
      );
    } catch (error) {
      this.options.log.warn(
        { err: error, matchID, seat },
        'could not rebuild what the bot seat saw; deciding without inference',
      );
      return [];
    }
  }

  private async play(
    gameName: string,
    matchID: string,
    seat: PlayerID,
    difficulty: Difficulty,
    seatsThinking: number,
  ): Promise<Turn> {
    const module = this.options.modules.find((m) => m.game.name === gameName);
    const { state } = (await this.options.store.fetch(matchID, { state: true })) as {
      state?: State;
    };
    if (!module || !state || this.stopped || !activePlayersOf(state.ctx).includes(seat))
      return 'stuck';
    // The bot sees exactly what a human in its seat would see.
    const view = seatState(module.game, state, seat);
    const options = module.game.ai.enumerate(view.G, view.ctx, seat) as AiMove[];
    const preferred = await this.decide(module, view, seat, difficulty, matchID, seatsThinking);
    if (this.stopped) return 'stuck';
    const order = preferred ? [preferred, ...shuffled(options)] : shuffled(options);
    for (const choice of order.slice(0, 20)) {
      const action: ClientAction =
        'move' in choice
          ? { type: 'MAKE_MOVE', name: choice.move, args: choice.args ?? [] }
          : { type: 'GAME_EVENT', name: choice.event, args: choice.args ?? [] };
      const outcome = await this.options.perform(gameName, matchID, seat, action, state._stateID);
      if (outcome.kind === 'accepted') return 'moved';
      if (
        outcome.reason.startsWith('Another move') ||
        outcome.reason.startsWith('The game moved on')
      )
        return 'stale';
    }
    this.options.log.warn(
      { matchID, seat, options: options.length },
      'bot seat found no accepted move',
    );
    return 'stuck';
  }
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
