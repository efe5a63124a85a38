/**
 * Setup placement (the rulebook's Setup, steps 1–4): in the random placement order (the row-card
 * draw), one player at a time puts down their cycle — the head, then the first trail cell, which
 * sets its facing. Then one flag per player goes on a random empty cell and the rounds begin.
 */
import { randomIndex } from '@gridplay/core';
import { emptyCells } from '../occupancy';
import type { LightcycleState } from '../state';
import { ask, type FlowContext } from './flow';

export const nextPlacer = (G: LightcycleState) =>
  G.placementOrder.find((p) => G.seats[p].cycle.head === null);

export function beginPlacement({ G, events }: Pick<FlowContext, 'G' | 'events'>): void {
  ask(events, [nextPlacer(G)!], 'place');
}

/** After each cycle: the next placer, or, once all are down, the flags and the first round. */
export function afterPlacement({ G, events, random }: FlowContext): void {
  const next = nextPlacer(G);
  if (next !== undefined) {
    ask(events, [next], 'place');
    return;
  }
  for (let i = 0; i < G.placementOrder.length; i++) {
    const free = emptyCells(G);
    G.flags.push({
      id: G.nextFlagId++,
      cell: free[randomIndex(random, free.length)],
      placedBy: null,
    });
  }
  events.endPhase();
}
