/**
 * Passing an opportunity in a main phase. A player who passed may still act later in the same
 * phase, after the opponent acts; two passes in a row end the phase, and the battle follows.
 */
import { defineMove } from '@gridplay/core';
import { z } from 'zod';
import { afterPass } from '../phases/3-main';
import { handOn } from '../phases/flow';
import { seatLabel, type MegaManState, type Seat } from '../state';
import { notYourDecision } from './common';

export const pass = defineMove<MegaManState>({
  args: z.tuple([]),
  check: (context) => notYourDecision(context, 'main'),
  apply: ({ G, playerID, events }) => {
    afterPass(G, playerID as Seat);
    handOn(G, events);
  },
  describe: ({ G, playerID }) =>
    G.main.passes >= 1
      ? `${seatLabel(playerID)} passes too: the main phase ends.`
      : `${seatLabel(playerID)} passes.`,
});
