/** Phases 4–6: Tron's Escape, Activation or Transport card moves every program of one status on. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardDef } from '../cards';
import { discardFromHand } from '../effects';
import { offerAttack } from '../phases/flow';
import { handOf, PHASE_LABEL, STATUS_MOVE, userInPlay, type PhaseName } from '../rules';
import { STATUS_LABEL, TRON, type AnyState, type TronMcpState } from '../state';
import { notYourDecision, phaseOf } from './common';

export function statusCardRefusal(G: AnyState, phase: PhaseName, card: string): string | undefined {
  if (!handOf(G, TRON).includes(card)) return 'That card is not in your hand.';
  const move = STATUS_MOVE[phase];
  const def = cardDef(card);
  if (!move || def.kind !== move.kind) {
    return `${def.name} is not ${move ? `an ${move.kind[0].toUpperCase()}${move.kind.slice(1)}` : 'a status'} card for the ${PHASE_LABEL[phase]} phase.`;
  }
  if (def.needsUser && !userInPlay(G)) return `${def.name} is a U card: it needs Flynn in play.`;
  return undefined;
}

export const playStatus = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'playStatus') ?? statusCardRefusal(c.G, phaseOf(c.ctx), card),
  apply: ({ G, ctx, events }, card) => {
    const phase = phaseOf(ctx);
    const move = STATUS_MOVE[phase]!;
    discardFromHand(G, TRON, card);
    for (const program of G.programs) if (program.status === move.from) program.status = move.to;
    G.statusPlayed = true;
    G.pending = offerAttack(G, phase);
    followPendingDecision(G, events);
  },
  describe: ({ ctx }, card) => {
    const move = STATUS_MOVE[phaseOf(ctx)];
    return `Tron plays ${cardDef(card).name}: ${move ? `${STATUS_LABEL[move.from]} programs move to ${STATUS_LABEL[move.to]}` : ''}`;
  },
});
