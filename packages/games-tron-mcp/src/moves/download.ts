/** Program Execute: the MCP downloads a Control card, Tron a Program. */
import { z } from 'zod';
import { defineMove, uniquenessViolation, followPendingDecision } from '@gridplay/core';
import { cardDef, cardName } from '../cards';
import { drawCards, revealHand, takeFromHand, discardFromHand } from '../effects';
import { act } from '../phases/flow';
import { defOf, entryStatus, handOf, yoriMayEnterRogue } from '../rules';
import { MCP, STATUS_LABEL, TRON, type AnyState, type TronMcpState } from '../state';
import { notYourDecision } from './common';

export const downloadControl = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'downloadControl') ??
    (!c.G.seats[MCP].hand.includes(card)
      ? 'That card is not in your hand.'
      : cardDef(card).kind !== 'control'
        ? `${cardName(card)} is not a Control card.`
        : undefined),
  apply: ({ G, events }, card) => {
    takeFromHand(G, MCP, card);
    G.controls.push(card);
    G.pending = act(TRON, 'downloadProgram');
    followPendingDecision(G, events);
  },
  describe: ({ G }, card) =>
    `The MCP downloads ${cardName(card)} (Control ${G.controls.length + 1} of 10)`,
});

export type Placement = 'gameGrid' | 'rogue';

/** Why Tron may not download this program now (placement: Yori's choice), or undefined. */
export function downloadRefusal(
  G: AnyState,
  card: string,
  placement: Placement = 'gameGrid',
): string | undefined {
  const hand = handOf(G, TRON);
  if (!hand.includes(card)) return 'That card is not in your hand.';
  const def = cardDef(card);
  if (def.kind !== 'program') return `${def.name} is not a Program.`;
  const violation = uniquenessViolation(
    G.programs.map((p) => p.card),
    card,
    cardName,
  );
  if (violation) return violation;
  if (def.effect === 'user' && !hand.some((c) => defOf(c) === 'matter-transform-sequence')) {
    return 'Flynn is a User: download him together with a Matter Transform Sequence from your hand.';
  }
  if (placement === 'rogue' && def.id !== 'clu') {
    if (def.id !== 'yori') return `${def.name} enters at Game Grid status.`;
    if (!yoriMayEnterRogue(G)) return 'Yori may only enter Rogue while Tron is in play at Rogue.';
  }
  return undefined;
}

export const downloadProgram = defineMove<TronMcpState, [card: string, placement?: Placement]>({
  args: z.union([z.tuple([z.string()]), z.tuple([z.string(), z.enum(['gameGrid', 'rogue'])])]),
  check: (c, card, placement) =>
    notYourDecision(c, 'downloadProgram') ?? downloadRefusal(c.G, card, placement),
  apply: ({ G, random }, card, placement) => {
    const def = cardDef(card);
    takeFromHand(G, TRON, card);
    if (def.effect === 'user') {
      discardFromHand(
        G,
        TRON,
        G.seats[TRON].hand.find((c) => defOf(c) === 'matter-transform-sequence')!,
      );
    }
    G.programs.push({ card, status: entryStatus(card, placement === 'rogue') });
    if (def.effect === 'peekOnDownload') revealHand(G, TRON, def.name);
    if (def.effect === 'drawTwoOnDownload') drawCards(G, TRON, 2, random);
    G.pending = null;
  },
  describe: (_context, card, placement) => {
    const def = cardDef(card);
    const status = STATUS_LABEL[entryStatus(card, placement === 'rogue')];
    const extra = def.effect === 'user' ? ', discarding a Matter Transform Sequence' : '';
    return `Tron downloads ${def.name} at ${status}${extra}`;
  },
});
