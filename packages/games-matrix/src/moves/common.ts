/** Pieces every move shares: whose decision it is, in words. */
import { notYourDecisionIn } from '@gridplay/core';
import { seatInSentence, type Stage } from '../state';

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
export const notYourDecision = notYourDecisionIn<Stage>({ seatInSentence, stages: ASKED });
