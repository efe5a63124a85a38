/**
 * How the turn moves on after a decision. Each phase's `begin` sets who acts first (or nothing:
 * the phase is skipped or over); moves call these to hand the next decision on. `pending = null`
 * ends the phase (its `endIf`); a decided match stops asking at once.
 */
import type { Randomness } from '@gridplay/core';
import { rewardWinner } from '../abilities';
import { gameOver } from '../victory';
import { closeContest, nextInContest } from './contest';
import { afterMatrixContest } from './5-matrix';
import { afterRealityContest } from './6-reality';
import { CONTEST_WORLD, type MatrixState } from '../state';

/** After an Event or a pass inside a contest. */
export function afterContestAction(G: MatrixState, random: Randomness): void {
  if (gameOver(G)) {
    G.contest = null;
    G.pending = null;
    return;
  }
  if (nextInContest(G) === 'open') return;
  const kind = G.contest!.kind;
  const winner = closeContest(G);
  rewardWinner(G, kind, winner, random);
  if (CONTEST_WORLD[kind] === 'matrix') afterMatrixContest(G, kind, winner, random);
  else afterRealityContest(G, kind, winner, random);
  if (gameOver(G)) G.pending = null;
}
