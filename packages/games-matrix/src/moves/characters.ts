/** Draw phases: Characters enter play from the hand (Humans unplugged, in the real world). */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardName, isCharacter } from '../cards';
import { enterPlay } from '../effects';
import { handOf, worldOf } from '../rules';
import { SeatName, type AnyState, type MatrixState, type Seat } from '../state';
import { notYourDecision } from './common';

export function bringInRefusal(G: AnyState, seat: Seat, card: string): string | undefined {
  if (!handOf(G, seat).includes(card)) return 'That card is not in your hand.';
  if (!isCharacter(card)) return `${cardName(card)} is not a Character card.`;
  return undefined;
}

export const bringIn = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'bringIn') ?? bringInRefusal(c.G, c.playerID as Seat, card),
  apply: ({ G, playerID, events }, card) => {
    enterPlay(G, playerID as Seat, card);
    followPendingDecision(G, events);
  },
  describe: ({ G, playerID }, card) => {
    const world = worldOf({ ...G, humans: [...G.humans, { card, plugged: false }] }, card);
    return `${SeatName(playerID)} bring ${cardName(card)} into play (${world === 'matrix' ? 'in the Matrix' : 'in the real world'})`;
  },
});
