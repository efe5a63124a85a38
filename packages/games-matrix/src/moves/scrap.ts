/** Battle won by the Humans: the Machines choose one of their Robots in play to discard. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardName } from '../cards';
import { kill } from '../effects';
import { robotsInPlay } from '../rules';
import { MACHINES, type AnyState, type MatrixState } from '../state';
import { notYourDecision } from './common';

export function scrapRefusal(G: AnyState, card: string): string | undefined {
  return robotsInPlay(G).includes(card) ? undefined : 'Choose one of your Robots in play.';
}

export const scrapRobot = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'scrap') ??
    (c.playerID === MACHINES ? scrapRefusal(c.G, card) : 'Only the Machines have Robots.'),
  apply: ({ G, events }, card) => {
    kill(G, card);
    G.pending = null;
    followPendingDecision(G, events);
  },
  describe: (_c, card) => `The Machines lose the Battle and discard ${cardName(card)}`,
});
