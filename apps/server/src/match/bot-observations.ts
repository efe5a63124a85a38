/**
 * What a bot seat saw the other seats decide in public, for its inference (core's
 * `inference.ts`): the match's stored log replayed from its initial state (core's `replayLog`,
 * as the replay route does) and handed to core's `observationsFrom` — the list a browser match
 * builds from its moments. Each observation holds the bot seat's own view before the decision
 * (`seatState`), never the full state; secret decisions are left out. Only for a game whose bot
 * has a model of play (`bot.recall`, and `bot.model` or `bot.policy`): for the others nothing is read.
 *
 * The replay is kept per match (`ReplayedMatches`), so a bot's next decision replays only the
 * decisions added since its last one: replaying the whole log each time cost about 150 ms of the
 * server's thread for a 127-decision match, and grew with every move.
 */
import type { LogEntry, PlayerID, State } from 'boardgame.io';
import { decisionsOf, replayLog, type GameModule } from '@gridplay/core';
import { infers, observationsFrom, type MatchMoment, type Observation } from '@gridplay/bots';
import type { MatchStore } from '../storage/match-store';

/** Matches whose replay is kept (a bot seat's match; the least recently used goes first). */
const MATCHES_KEPT = 100;

interface Replayed {
  /** How many log entries the moments cover, and the last of them as stored (the prefix check). */
  logLength: number;
  lastEntry: string;
  moments: MatchMoment[];
}

/** The moments each match's log replayed to, extended by the decisions stored since. */
export class ReplayedMatches {
  private readonly matches = new Map<string, Replayed>();
  private replayedDecisions = 0;

  constructor(private readonly kept = MATCHES_KEPT) {}

  /** Decisions replayed so far, by every match (a cheap replay replays few). */
  get decisionsReplayed(): number {
    return this.replayedDecisions;
  }

  moments(
    module: GameModule,
    matchID: string,
    initialState: State,
    log: readonly LogEntry[],
  ): MatchMoment[] {
    const kept = this.matches.get(matchID);
    // The stored log still begins with what was replayed (a take-back shortens and rewrites it).
    const continues =
      kept !== undefined &&
      log.length >= kept.logLength &&
      (kept.logLength === 0 || JSON.stringify(log[kept.logLength - 1]) === kept.lastEntry);
    const from = continues ? kept.moments : [{ state: initialState }];
    const added = log.slice(continues ? kept.logLength : 0);
    const decisions = decisionsOf(added);
    const frames = replayLog(module.game, from[from.length - 1].state, added);
    this.replayedDecisions += decisions.length;
    const moments = [
      ...from,
      ...frames.slice(1).map((frame, index) => ({ state: frame.state, action: decisions[index] })),
    ];
    this.matches.delete(matchID);
    this.matches.set(matchID, {
      logLength: log.length,
      lastEntry: log.length ? JSON.stringify(log[log.length - 1]) : '',
      moments,
    });
    if (this.matches.size > this.kept) this.matches.delete(this.matches.keys().next().value!);
    return moments;
  }

  /** A match's replay is dropped (its state is not what its log replayed to, e.g. it failed). */
  forget(matchID: string): void {
    this.matches.delete(matchID);
  }
}

export async function botObservations(
  module: GameModule,
  store: Pick<MatchStore, 'fetchReplaySource'>,
  matchID: string,
  seat: PlayerID,
  stateID: number,
  replayed: ReplayedMatches = new ReplayedMatches(),
): Promise<Observation[]> {
  if (!infers(module)) return [];
  const source = await store.fetchReplaySource(matchID);
  if (!source) return [];
  let moments: MatchMoment[];
  try {
    moments = replayed.moments(module, matchID, source.initialState, source.log);
  } catch (error) {
    replayed.forget(matchID);
    throw error;
  }
  // The match may have moved on since the bot read the state it decides on: stop there (and
  // tell nothing when the log no longer holds that state, e.g. after a take-back).
  const now = moments.findIndex((moment) => moment.state._stateID === stateID);
  return now === -1 ? [] : observationsFrom(module, moments.slice(0, now + 1), seat);
}
