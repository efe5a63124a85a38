/**
 * Two choices that are not active actions, so no disc moves after them: holding the face-up card
 * for a later reaction, and recalling a far disc (which costs no card).
 */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { RECALL_DISTANCE, distance } from '../geometry';
import type { State } from '../state';
import { cardRefusal } from '../phases/2-act-or-hold';
import { settle } from '../phases/flow';

/** Hold the card (limit 2, option 3); held cards stay held until used. */
export const hold = defineMove<State, []>({
  args: z.tuple([]),
  check: ({ G, playerID }) => {
    const refusal = cardRefusal(G, playerID);
    if (refusal) return refusal;
    const limit = G.options.holdLimit;
    if (G.programs[playerID].held >= limit)
      return `You already hold ${limit} cards, the limit: use this one.`;
    return undefined;
  },
  describe: ({ G, playerID }) => `${G.programs[playerID].name} holds the card.`,
  apply: (context) => {
    const { G, playerID } = context;
    G.programs[playerID].held += 1;
    G.flipped = null;
    G.resolution = null;
    G.lastPaths = [];
    settle(context);
  },
});

/** Recall: a disc more than 12″ from its owner turns toward the owner before each step from now on. */
export const recall = defineMove<State, []>({
  args: z.tuple([]),
  check: ({ G, playerID }) => {
    const refusal = cardRefusal(G, playerID);
    if (refusal) return refusal;
    const program = G.programs[playerID];
    if (!program.disc) return 'Your disc is not in flight.';
    if (program.disc.recalled) return 'Your disc is already recalled.';
    const away = distance(program.disc.tip, program.centre);
    if (away <= RECALL_DISTANCE)
      return `Your disc is ${Math.round(away * 10) / 10}″ away: it can be recalled only beyond ${RECALL_DISTANCE}″.`;
    return undefined;
  },
  describe: ({ G, playerID }) => `${G.programs[playerID].name} recalls the disc.`,
  // No card is spent and no disc moves: the move's own words are its whole log line.
  apply: ({ G, playerID }) => {
    G.programs[playerID].disc!.recalled = true;
  },
});
