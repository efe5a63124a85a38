/**
 * Combat: the loser chooses which of its characters in the Matrix is killed (the winner chooses
 * with a hunter in the Matrix or after playing Mr. Anderson). Apoc in the Matrix dies in Neo's
 * place (see abilities.ts).
 */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardName } from '../cards';
import { combatCasualty } from '../abilities';
import { kill } from '../effects';
import { afterCasualty } from '../phases/5-matrix';
import { charactersIn } from '../rules';
import { SeatName, seatInSentence, type AnyState, type MatrixState, type Seat } from '../state';
import { notYourDecision } from './common';

/** The side whose character dies: the loser, whoever chooses. */
export const casualtySide = (G: AnyState, chooser: Seat): Seat => G.matrix.casualtyOf ?? chooser;

export function casualtyRefusal(G: AnyState, seat: Seat, card: string): string | undefined {
  const side = casualtySide(G, seat);
  if (charactersIn(G, side, 'matrix').includes(card)) return undefined;
  return side === seat
    ? 'Choose one of your own characters in the Matrix.'
    : `Choose one of ${seatInSentence(side)}' characters in the Matrix.`;
}

export const chooseCasualty = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'casualty') ?? casualtyRefusal(c.G, c.playerID as Seat, card),
  apply: ({ G, random, events }, card) => {
    kill(G, combatCasualty(G, card));
    G.matrix.casualtyOf = null;
    afterCasualty(G, random);
    followPendingDecision(G, events);
  },
  describe: ({ G, playerID }, card) => {
    const killed = combatCasualty(G, card);
    const covered = killed === card ? '' : `; ${cardName(killed)} is killed in his place`;
    return casualtySide(G, playerID as Seat) === playerID
      ? `${SeatName(playerID)} lose the Combat: ${cardName(card)} is killed${covered}`
      : `${SeatName(playerID)} win the Combat and choose ${cardName(card)}${covered || ', who is killed'}`;
  },
});
