/**
 * What a seat saw the other seats decide in public, rebuilt from a match's history for a bot's
 * inference (`inference.ts`). The browser keeps a match as its moments (LocalSession), the
 * server rebuilds them from the stored log (its bot seats); both hand them here, so the two
 * build the same list: each public decision of another seat, with this seat's own view just
 * before it. A secret decision (`publicChoice`: the move is redacted) is left out altogether.
 */
import type { PlayerID, State } from 'boardgame.io';
import { type GameModule, seatState, type Action } from '@gridplay/core';
import { publicChoice } from './arena';
import { infers, type Observation } from './inference';

/** One moment of a match: the state after a decision, and that decision (none on the first). */
export interface MatchMoment {
  state: State;
  action?: Action;
}

/** The most recent decisions a bot is told of (a round's worth in any game so far). */
export const OBSERVATIONS_SENT = 60;

/**
 * The last `most` public decisions of the seats other than `seat`, oldest first, each with
 * `seat`'s view and the ctx just before it. Empty unless the game gives its bot a model of play
 * (`bot.recall`, and `bot.model` or `bot.policy`): without one the search has no use for them.
 */
export function observationsFrom(
  module: GameModule,
  moments: readonly MatchMoment[],
  seat: PlayerID,
  most = OBSERVATIONS_SENT,
): Observation[] {
  if (!infers(module)) return [];
  const seen: Observation[] = [];
  for (let i = moments.length - 1; i >= 1 && seen.length < most; i--) {
    const { action, state } = moments[i];
    if (!action || action.kind !== 'move' || action.playerID === seat) continue;
    const choice = publicChoice(state, { move: action.name, args: action.args });
    if (!choice) continue;
    const before = moments[i - 1].state;
    seen.push({
      view: seatState(module.game, before, seat).G,
      ctx: before.ctx,
      actor: action.playerID,
      choice,
    });
  }
  return seen.reverse();
}
