/** Passing: declining whatever optional decision is pending. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { contestLabel, leader, totalOf } from '../rules';
import { HUMANS, MACHINES, SeatName, type MatrixState, type Stage } from '../state';
import { notYourDecision } from './common';
import { afterContestAction } from './contest';

/** Decisions that may be declined. */
export const PASSABLE = ['bringIn', 'switch', 'contest', 'exit'] as const satisfies Stage[];
type Passable = (typeof PASSABLE)[number];

const WHAT: Record<Passable, string> = {
  bringIn: 'bring no more characters into play',
  switch: 'are done switching',
  contest: 'pass',
  exit: 'stay as they are',
};

/**
 * `pass(decision)` names the decision it declines, so a late or repeated click cannot decline
 * the next decision by mistake.
 */
export const pass = defineMove<MatrixState, [Passable]>({
  args: z.tuple([z.enum(PASSABLE)]),
  check: (c, decision) => {
    const refusal = notYourDecision(c, ...PASSABLE);
    if (refusal) return refusal;
    if (c.G.pending!.stage !== decision)
      return `That pass was for another decision (${decision}); now: ${c.G.pending!.stage}.`;
    return undefined;
  },
  apply: ({ G, random, events }) => {
    if (G.pending!.stage === 'contest') {
      G.contest!.passes += 1;
      afterContestAction(G, random);
    } else {
      G.pending = null;
    }
    followPendingDecision(G, events);
  },
  describe: ({ G, playerID }) => {
    const stage = G.pending?.stage as Passable;
    const contest = G.contest;
    if (stage === 'contest' && contest && contest.passes >= 1) {
      const winner = leader(G);
      return (
        `${SeatName(playerID)} pass: ${contestLabel(contest.kind)} closes, ` +
        `Humans ${totalOf(G, HUMANS)} – Machines ${totalOf(G, MACHINES)}: ` +
        `${winner === HUMANS ? 'the Humans' : 'the Machines'} win`
      );
    }
    return `${SeatName(playerID)} ${WHAT[stage] ?? 'pass'}`;
  },
});
