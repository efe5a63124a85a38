/**
 * What a bot seat saw the other seats decide in public, for its inference (core's
 * `inference.ts`): the match's stored log replayed from its initial state (core's `replayLog`,
 * as the replay route does) and handed to core's `observationsFrom` — the list a browser match
 * builds from its moments. Each observation holds the bot seat's own view before the decision
 * (`seatState`), never the full state; secret decisions are left out. Only for a game whose bot
 * has a model of play (`bot.policy` and `bot.recall`): for the others nothing is read.
 */
import type { PlayerID } from 'boardgame.io';
import { decisionsOf, replayLog, type GameModule } from '@gridplay/core';
import { observationsFrom, type MatchMoment, type Observation } from '@gridplay/bots';
import type { MatchStore } from '../storage/match-store';

export async function botObservations(
  module: GameModule,
  store: Pick<MatchStore, 'fetchReplaySource'>,
  matchID: string,
  seat: PlayerID,
  stateID: number,
): Promise<Observation[]> {
  if (!module.bot?.policy || !module.bot?.recall) return [];
  const source = await store.fetchReplaySource(matchID);
  if (!source) return [];
  const decisions = decisionsOf(source.log);
  const moments: MatchMoment[] = replayLog(module.game, source.initialState, source.log).map(
    (frame, index) => ({ state: frame.state, action: decisions[index - 1] }),
  );
  // The match may have moved on since the bot read the state it decides on: stop there (and
  // tell nothing when the log no longer holds that state, e.g. after a take-back).
  const now = moments.findIndex((moment) => moment.state._stateID === stateID);
  return now === -1 ? [] : observationsFrom(module, moments.slice(0, now + 1), seat);
}
