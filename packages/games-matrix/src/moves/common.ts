/** Pieces every move shares: whose decision it is, in words. */
import type { CheckContext } from '@gridplay/core';
import { seatInSentence, type MatrixState, type Stage } from '../state';

const ASKED: Record<Stage, string> = {
  discardDown: 'discarding down to 10 cards',
  draw: 'the draw',
  bringIn: 'bringing characters into play',
  switch: 'the Switch phase',
  contest: 'the contest',
  casualty: 'choosing a casualty',
  mission: 'choosing a Mission',
  scrap: 'choosing a Robot to discard',
  exit: 'leaving the Matrix',
};

/** Why `playerID` may not take a decision of these stages now, or undefined. */
export function notYourDecision(
  { G, playerID }: CheckContext<MatrixState>,
  ...stages: Stage[]
): string | undefined {
  const pending = G.pending;
  if (!pending) return 'Nothing is waiting for a decision.';
  if (pending.seat !== playerID) return `Waiting for ${seatInSentence(pending.seat)}.`;
  if (!stages.includes(pending.stage))
    return `That is not the decision being asked for: now it is ${ASKED[pending.stage]}.`;
  return undefined;
}
