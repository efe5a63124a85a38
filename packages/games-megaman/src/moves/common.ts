/** Pieces every move shares: whose decision it is, the cards' argument list, an action's words. */
import type { CheckContext } from '@gridplay/core';
import { z } from 'zod';
import { cardDef, cardTitle } from '../cards';
import { seatLabel, STAGE_WORDS, type MegaManState, type Seat, type Stage } from '../state';

/** Why `playerID` may not take a decision of this stage now, or undefined. */
export function notYourDecision(
  { G, playerID }: CheckContext<MegaManState>,
  stage: Stage,
): string | undefined {
  const pending = G.pending;
  if (G.loser !== null) return 'The game is over.';
  if (!pending) return 'Nothing is waiting for a decision.';
  if (pending.seat !== playerID)
    return pending.stage === 'main'
      ? `It is ${seatLabel(pending.seat)}'s opportunity, not yours.`
      : `Waiting for ${seatLabel(pending.seat)} (${STAGE_WORDS[pending.stage]}).`;
  if (pending.stage !== stage) return `Now you are ${STAGE_WORDS[pending.stage]}.`;
  return undefined;
}

export function inHand(G: MegaManState, seat: Seat, card: string): boolean {
  return G.seats[seat].hand.includes(card);
}

/** A card, and the target or cost its text asks for (when it asks for one). */
export type CardArgs = [card: string, choice?: string];
export const cardArgs = z.tuple([z.string(), z.string().optional()]);

/** A main-phase action in words: the move's log line and the table's "last action". */
export function actionWords(
  seat: Seat,
  kind: 'event' | 'chip' | 'spend',
  card: string,
  choice?: string,
): string {
  const verb =
    kind === 'spend' ? 'spends' : kind === 'chip' ? 'plays the BattleChip' : 'plays the event';
  const target = choice && cardDef(card).choice !== 'handCard' ? ` on ${cardTitle(choice)}` : '';
  const cost =
    choice && cardDef(card).choice === 'handCard' ? `, discarding ${cardTitle(choice)}` : '';
  return `${seatLabel(seat)} ${verb} ${cardTitle(card)}${target}${cost}.`;
}
