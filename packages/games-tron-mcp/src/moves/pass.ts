/** Passing: declining whatever optional decision is pending. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import {
  act,
  afterWindowAction,
  attackOutcome,
  derezzedWords,
  finishDerez,
  offerAttack,
  passClosesWindow,
} from '../phases/flow';
import { afterSubRoutineAction } from '../phases/8-sub-routine';
import { SeatName, TRON, type Stage, type TronMcpState } from '../state';
import { notYourDecision, phaseOf } from './common';

/** Decisions that may be declined (discarding down and choosing the derez target may not). */
export const PASSABLE: Stage[] = [
  'downloadControl',
  'downloadProgram',
  'playStatus',
  'attack',
  'counter',
  'respond',
  'reEnergize',
  'erase',
  'subRoutine',
];

const WHAT: Partial<Record<Stage, string>> = {
  mulligan: 'keeps his hand',
  downloadControl: 'downloads no Control card',
  downloadProgram: 'downloads no Program',
  playStatus: 'plays no status card',
  attack: 'plays no card',
  counter: 'passes',
  respond: 'passes',
  reEnergize: 'lets the program go',
  erase: 'does not erase the MCP',
  subRoutine: 'passes',
};

/**
 * `pass(decision)` names the decision it declines, so a late or repeated click cannot decline
 * the next decision by mistake.
 */
export const pass = defineMove<TronMcpState, [Stage]>({
  args: z.tuple([z.enum(['mulligan', ...PASSABLE] as [Stage, ...Stage[]])]),
  check: (c, decision) => {
    const refusal = notYourDecision(c, 'mulligan', ...PASSABLE);
    if (refusal) return refusal;
    if (c.G.pending!.stage !== decision)
      return `That pass was for another decision (${decision}); now: ${c.G.pending!.stage}.`;
    return undefined;
  },
  apply: ({ G, ctx, random, events }) => {
    const phase = phaseOf(ctx);
    switch (G.pending!.stage) {
      case 'mulligan':
        G.pending = null;
        break;
      case 'downloadControl':
        G.pending = act(TRON, 'downloadProgram');
        break;
      case 'playStatus':
        G.pending = offerAttack(G, phase);
        break;
      case 'attack':
        // Program Delete: with no Security card played, Tron may erase the MCP anyway.
        G.pending = phase === 'programDelete' ? act(TRON, 'erase') : null;
        break;
      case 'counter':
      case 'respond':
        G.attack!.passes += 1;
        afterWindowAction(G, phase, random);
        break;
      case 'reEnergize':
        finishDerez(G, true, random);
        break;
      case 'subRoutine':
        afterSubRoutineAction(G, true);
        break;
      default:
        G.pending = null;
    }
    followPendingDecision(G, events);
  },
  describe: ({ G, ctx, playerID }) => {
    const stage = G.pending?.stage;
    const closes = (stage === 'counter' || stage === 'respond') && passClosesWindow(G);
    // The pass that closes a counter window also tells how the attack ended.
    const detail =
      stage === 'reEnergize' && G.attack?.derezTarget
        ? `: ${derezzedWords(G.attack.derezTarget)}`
        : closes
          ? `: ${attackOutcome(G, phaseOf(ctx))}`
          : '';
    return `${SeatName(playerID)} ${WHAT[stage ?? 'counter'] ?? 'passes'}${detail}`;
  },
});
