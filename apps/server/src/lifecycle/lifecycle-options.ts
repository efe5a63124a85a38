/**
 * What the clocks and absent players are built on (app.ts hands in the paths moves take), and
 * what their parts share: the clock keeper (match-lifecycle.ts) that the flag falls
 * (flag-falls.ts) and the endings (match-endings.ts) call back.
 */
import type { PlayerID, Server, State } from 'boardgame.io';
import type { GameModule, LifecycleSnapshot } from '@gridplay/core';
import type { Logger } from 'pino';
import type { MatchStore } from '../storage/match-store';
import type { ClientAction, Outcome } from '../match/match-engine';
import type { BotThinker } from '../match/bot-thinker';

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

/** The clock keeper, as its parts see it. */
export interface ClockKeeper {
  readonly options: MatchLifecycleOptions;
  now(): number;
  /** Sends the stored snapshot to every socket of the match. */
  publish(matchID: string, metadata: Server.MatchData): Promise<void>;
  /** One timer per match: the next flag fall of its stored clock. */
  schedule(gameName: string, matchID: string, metadata: Server.MatchData): void;
  /** One timer per match, to look at its flag falls at `at` (undefined: no timer). */
  scheduleAt(gameName: string, matchID: string, at: number | undefined): void;
  /** The stored clock brought to this state, published and timed. */
  bringClock(gameName: string, matchID: string, state: State): Promise<void>;
}
