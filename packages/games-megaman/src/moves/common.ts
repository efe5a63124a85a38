/** Pieces every move shares: whose decision it is, the cards' argument list. */
import type { CheckContext } from '@gridplay/core';
import { z } from 'zod';
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
