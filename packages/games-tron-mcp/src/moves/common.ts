/** Pieces every move shares: whose decision it is, and handing the next decision on. */
import { notYourDecisionIn } from '@gridplay/core';
import type { PhaseName } from '../rules';
import { seatInSentence, type Stage } from '../state';

/** What each decision is, in the refusal's words ("now it is the counter"). */
const ASKED: Record<Stage, string> = {
  mulligan: 'the mulligan',
  discardDown: 'discarding down to 8 cards',
  downloadControl: 'downloading a Control card',
  downloadProgram: 'downloading a Program',
  playStatus: 'playing a status card',
  attack: 'the attack',
  counter: 'the counter',
  respond: 'the response to the counter',
  chooseDerez: 'choosing the program to derez',
  reEnergize: 'the Re-Energize decision',
  erase: 'the Erase decision',
  subRoutine: 'the Sub-Routine',
};

/** Why `playerID` may not take a decision of these stages now, or undefined. */
export const notYourDecision = notYourDecisionIn<Stage>({ seatInSentence, stages: ASKED });

export const phaseOf = (ctx: { phase: string | null }) => (ctx.phase ?? 'mulligan') as PhaseName;
