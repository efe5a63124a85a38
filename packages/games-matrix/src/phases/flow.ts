/**
 * What the phases share: who acts next (`act`: a decision named for one seat; `pending = null`
 * ends the phase), and the roll contest phases 5 and 6 are made of.
 *
 * A roll contest (RULINGS §4): both sides roll 1d10 (boardgame.io's random plugin, at the moment
 * of rolling); then, the side with the lower total first (a tie counts as lower for the Humans,
 * since ties go to the Machines), the players alternately play one Event naming this contest or
 * pass. Two passes in a row close it. The Humans win only with a strictly higher total.
 */
import { rollD10, type Randomness } from '@gridplay/core';
import { leader, totalOf, totalParts } from '../rules';
import {
  HUMANS,
  MACHINES,
  opponentOf,
  type ContestKind,
  type ContestResult,
  type MatrixState,
  type Pending,
  type Seat,
} from '../state';

export const act = (seat: Seat, stage: Pending['stage']): Pending => ({ seat, stage });

/** Open a contest: roll both dice now and ask the side behind to act first. */
export function openContest(G: MatrixState, kind: ContestKind, random: Randomness): void {
  G.contest = {
    kind,
    dice: { [HUMANS]: rollD10(random), [MACHINES]: rollD10(random) },
    played: [],
    passes: 0,
  };
  G.pending = act(opponentOf(leader(G)), 'contest');
}

/** After an Event or a pass: the other side's turn, unless two passes in a row closed it. */
export function nextInContest(G: MatrixState): 'open' | 'closed' {
  if (G.contest!.passes >= 2) return 'closed';
  G.pending = act(opponentOf(G.pending!.seat), 'contest');
  return 'open';
}

/** Close the contest: record the result for the board and return the winner. */
export function closeContest(G: MatrixState): Seat {
  const contest = G.contest!;
  const result: ContestResult = {
    kind: contest.kind,
    dice: { ...contest.dice },
    parts: {
      [HUMANS]: totalParts(G, HUMANS),
      [MACHINES]: totalParts(G, MACHINES),
    },
    totals: {
      [HUMANS]: totalOf(G, HUMANS),
      [MACHINES]: totalOf(G, MACHINES),
    },
    winner: leader(G),
  };
  G.lastContest = result;
  G.contest = null;
  G.pending = null;
  return result.winner;
}
