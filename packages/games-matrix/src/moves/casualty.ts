/** Combat: the loser chooses which of its characters in the Matrix is killed. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardName } from '../cards';
import { kill } from '../effects';
import { afterCasualty } from '../phases/matrix';
import { charactersIn } from '../rules';
import { SeatName, type AnyState, type MatrixState, type Seat } from '../state';
import { notYourDecision } from './common';

export function casualtyRefusal(G: AnyState, seat: Seat, card: string): string | undefined {
  if (!charactersIn(G, seat, 'matrix').includes(card))
    return 'Choose one of your own characters in the Matrix.';
  return undefined;
}

export const chooseCasualty = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'casualty') ?? casualtyRefusal(c.G, c.playerID as Seat, card),
  apply: ({ G, random, events }, card) => {
    kill(G, card);
    afterCasualty(G, random);
    followPendingDecision(G, events);
  },
  describe: ({ playerID }, card) =>
    `${SeatName(playerID)} lose the Combat: ${cardName(card)} is killed`,
});
