/**
 * The round's secret choice: one card from the hand (no pass), with what is chosen with it —
 * the distance of a Regular move in Over-Drive, the direction of a Cut Tail, the length kept by
 * Retract Tail, the line for a Crusher. Hidden from everyone else until all have chosen.
 */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { CARD_NAMES, isRegular } from '../cards';
import { edgeOf, isCell } from '../grid';
import { crusherEdgeRefusal } from '../occupancy';
import { label } from '../names';
import { tellRoundStory } from '../round/story';
import { revealAndResolve } from '../round/flow';
import { pieceToUse } from '../round/steps';
import type { AnyState, Choice, LightcycleState } from '../state';

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

/** Why `player` may not play `choice` now, or undefined. Reads only what the player can see. */
export function choiceRefusal(G: AnyState, player: string, choice: Choice): string | undefined {
  const seat = G.seats[player];
  if (G.choices[player]) return 'You have already chosen your card for this round.';
  if (seat.cycle.head === null) return 'Your cycle is not on the Grid this round.';
  if (isRegular(choice.card)) {
    const distance = (choice as { distance?: number }).distance;
    if (!G.overDrive)
      return distance === undefined || distance === 1
        ? undefined
        : 'Outside Over-Drive a Regular card moves exactly 1 cell.';
    if (distance === undefined)
      return 'In Over-Drive, choose how many cells to move with the card.';
    if (distance < 1 || distance > G.size - 1)
      return `In Over-Drive a Regular move goes 1 to ${G.size - 1} cells.`;
    return undefined;
  }
  const hand = Array.isArray(seat.hand) ? seat.hand : [];
  if (!hand.some((card) => card.def === choice.card))
    return `You have no ${CARD_NAMES[choice.card]} card in hand.`;
  if (choice.card === 'retractTail') {
    const length = seat.cycle.tail.length;
    if (choice.length < 1 || choice.length > Math.max(1, length))
      return `Retract Tail keeps 1 to ${Math.max(1, length)} trail cells.`;
  }
  if (choice.card === 'crusher') {
    const [a, b] = choice.edge;
    if (!isCell(a, G.size) || !isCell(b, G.size))
      return `Cells are numbered 0 to ${G.size * G.size - 1}.`;
    const unplaced = G.crushers.some((c) => c.edge === null);
    if (choice.piece !== undefined) {
      if (unplaced) return 'A Crusher not yet on the Grid must be used first.';
      if (choice.piece < 0 || choice.piece >= G.crushers.length)
        return `Crushers are numbered 0 to ${G.crushers.length - 1}.`;
    } else if (!unplaced) return 'All Crushers stand on the Grid: choose which one to move.';
    return crusherEdgeRefusal(G, edgeOf(a, b), pieceToUse(G, choice.piece));
  }
  return undefined;
}

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
      events.setActivePlayers({ value: Object.fromEntries(waiting.map((p) => [p, 'choose'])) });
      return;
    }
    const round = G.round;
    revealAndResolve(context);
    tellRoundStory(context, round);
  },
});
