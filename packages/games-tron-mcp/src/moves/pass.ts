/** Passing: declining whatever optional decision is pending. */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { cardName } from '../cards';
import { act, afterWindowAction, finishDerez } from '../phases/flow';
import { afterSubRoutineAction } from '../phases/sub-routine';
import { offerAttack } from '../phases/flow';
import { MCP, SeatName, TRON, type Stage, type TronMcpState } from '../state';
import { notYourDecision, phaseOf, syncActivePlayers } from './common';

/** Decisions that may be declined (discarding down and choosing the derez target may not). */
export const PASSABLE: Stage[] = ['downloadControl', 'downloadProgram', 'playStatus', 'attack', 'counter', 'respond', 'reEnergize', 'erase', 'subRoutine'];

const WHAT: Partial<Record<Stage, string>> = {
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

export const pass = defineMove<TronMcpState>({
  args: z.tuple([]),
  check: (c) => notYourDecision(c, ...PASSABLE),
  apply: ({ G, ctx, random, events }) => {
    const phase = phaseOf(ctx);
    switch (G.pending!.stage) {
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
    syncActivePlayers(G, events);
  },
  describe: ({ G, playerID }) => {
    const stage = G.pending?.stage;
    const detail = stage === 'reEnergize' && G.attack?.derezTarget ? `: ${cardName(G.attack.derezTarget)} is derezzed` : '';
    return `${SeatName(playerID)} ${WHAT[stage ?? 'counter'] ?? 'passes'}${detail}`;
  },
});

export { MCP };
