/**
 * Matrix counters: in the Switch phase the Humans plug characters in or unplug them (each at
 * most once); when the Matrix phase ends with them free, they may unplug.
 */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardName, originOf } from '../cards';
import { switchable } from '../rules';
import { HUMANS, type AnyState, type MatrixState } from '../state';
import { notYourDecision } from './common';

export function plugRefusal(G: AnyState, card: string, plugIn: boolean): string | undefined {
  const human = G.humans.find((h) => h.card === card);
  if (!human) return 'That character is not in play on your side.';
  const name = cardName(card);
  if (originOf(card) === 'zion') return `${name} was born in Zion and can never be plugged in.`;
  if (originOf(card) === 'program') return `${name} is a program: always in the Matrix.`;
  if (human.plugged === plugIn)
    return plugIn ? `${name} is already in the Matrix.` : `${name} is already in the real world.`;
  if (G.pending?.stage === 'switch' && G.switched.includes(card))
    return `${name} has already switched this phase.`;
  return undefined;
}

/** Where the Humans go after a switch: on switching, or done. */
function afterSwitch(G: MatrixState): void {
  if (G.pending!.stage === 'switch') {
    if (switchable(G).length === 0) G.pending = null;
  } else if (!G.humans.some((h) => h.plugged)) {
    G.pending = null;
  }
}

export const plug = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'switch') ??
    (c.playerID === HUMANS
      ? plugRefusal(c.G, card, true)
      : 'Only the Humans have Matrix counters.'),
  apply: ({ G, events }, card) => {
    G.humans.find((h) => h.card === card)!.plugged = true;
    G.switched.push(card);
    afterSwitch(G);
    followPendingDecision(G, events);
  },
  describe: (_c, card) => `The Humans plug ${cardName(card)} into the Matrix`,
});

export const unplug = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) =>
    notYourDecision(c, 'switch', 'exit') ??
    (c.playerID === HUMANS
      ? plugRefusal(c.G, card, false)
      : 'Only the Humans have Matrix counters.'),
  apply: ({ G, events }, card) => {
    G.humans.find((h) => h.card === card)!.plugged = false;
    if (G.pending!.stage === 'switch') G.switched.push(card);
    afterSwitch(G);
    followPendingDecision(G, events);
  },
  describe: (_c, card) => `The Humans unplug ${cardName(card)}: back in the real world`,
});
