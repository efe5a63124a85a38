/** Pieces every move shares: whose decision it is, and handing the next decision on. */
import type { CheckContext } from '@gridplay/core';
import type { PhaseName } from '../rules';
import { seatInSentence, type Stage, type TronMcpState } from '../state';

/** Why `playerID` may not take a decision of this stage now, or undefined. */
export function notYourDecision(
  { G, playerID }: CheckContext<TronMcpState>,
  ...stages: Stage[]
): string | undefined {
  const pending = G.pending;
  if (!pending) return 'Nothing is waiting for a decision.';
  if (pending.seat !== playerID) return `Waiting for ${seatInSentence(pending.seat)}.`;
  if (!stages.includes(pending.stage))
    return `That is not the decision being asked for (${pending.stage}).`;
  return undefined;
}

export const phaseOf = (ctx: { phase: string | null }) => (ctx.phase ?? 'mulligan') as PhaseName;
