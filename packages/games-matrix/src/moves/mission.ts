/** Mission segment: with Neo in the Matrix the Humans attempt a Mission card or the Basic Mission. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardDef, cardName } from '../cards';
import { takeFromHand } from '../effects';
import { openContest } from '../phases/flow';
import { missionPoints } from '../phases/5-matrix';
import { handOf, neoInMatrix } from '../rules';
import { HUMANS, type AnyState, type MatrixState } from '../state';
import { notYourDecision } from './common';

export const BASIC = 'basic';

export function missionRefusal(G: AnyState, mission: string): string | undefined {
  if (mission === BASIC) return undefined;
  if (!handOf(G, HUMANS).includes(mission)) return 'That card is not in your hand.';
  if (cardDef(mission).kind !== 'mission') return `${cardName(mission)} is not a Mission card.`;
  if (!neoInMatrix(G)) return 'A Mission card needs Neo in the Matrix.';
  return undefined;
}

export const attemptMission = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, mission) =>
    notYourDecision(c, 'mission') ??
    (c.playerID === HUMANS ? missionRefusal(c.G, mission) : 'Only the Humans go on Missions.'),
  apply: ({ G, random, events }, mission) => {
    if (mission !== BASIC) takeFromHand(G, HUMANS, mission);
    G.mission = mission;
    openContest(G, 'mission', random);
    followPendingDecision(G, events);
  },
  describe: (_c, mission) =>
    mission === BASIC
      ? 'The Humans attempt the Basic Mission (1 MP)'
      : `The Humans attempt ${cardName(mission)} (${missionPoints(mission)} MP)`,
});
