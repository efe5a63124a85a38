/**
 * The round's secret choice: one card from the hand (no pass), with what is chosen with it —
 * the distance of a Regular move in Over-Drive, the direction of a Cut Tail, the length kept by
 * Retract Tail, the line for a Crusher. Hidden from everyone else until all have chosen.
 */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { edgeOf } from '../grid';
import { label } from '../names';
import { revealAndResolve } from '../phases/3-reveal';
import { ask } from '../phases/flow';
import { choiceRefusal } from '../rules';
import type { Choice, LightcycleState } from '../state';

const turn = z.enum(['forward', 'left', 'right']);

export const choiceSchema: z.ZodType<Choice> = z.discriminatedUnion('card', [
  z.object({ card: turn, distance: z.number().int().optional() }).strict(),
  z.object({ card: z.literal('dash') }).strict(),
  z.object({ card: z.literal('uberDash') }).strict(),
  z.object({ card: z.literal('cutTail'), turn }).strict(),
  z.object({ card: z.literal('retractTail'), length: z.number().int() }).strict(),
  z
    .object({
      card: z.literal('crusher'),
      edge: z.tuple([z.number().int(), z.number().int()]),
      piece: z.number().int().optional(),
    })
    .strict(),
  z.object({ card: z.literal('overDrive') }).strict(),
]);

export const chooseCard = defineMove<LightcycleState, [Choice]>({
  args: z.tuple([choiceSchema]),
  check: ({ G, playerID }, choice) => choiceRefusal(G, playerID, choice),
  describe: ({ G, playerID }) => `Round ${G.round}: ${label(playerID)} has chosen a card.`,
  secret: true,
  simultaneous: true,
  apply: (context, choice) => {
    const { G, events, playerID } = context;
    G.choices[playerID] =
      choice.card === 'crusher'
        ? { ...choice, edge: edgeOf(choice.edge[0], choice.edge[1]) }
        : choice;
    const waiting = Object.keys(context.ctx.activePlayers ?? {}).filter(
      (p) => p !== playerID && !G.choices[p],
    );
    if (waiting.length > 0) {
      ask(events, waiting, 'choose');
      return;
    }
    // The last card is in: reveal and resolve. Once the round is resolved, its story is
    // narrated after this move's own line (phases/5-end-of-round.ts).
    revealAndResolve(context);
  },
});
