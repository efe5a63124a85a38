/**
 * The rulebook's Gameplay, step 1: every player with a cycle on the Grid chooses one card from
 * their hand in secret, all at once (moves/choose-card.ts); no one may pass. When the last card
 * is in, all are revealed (3-reveal.ts).
 */
import { seatIds } from '../state';
import { ask, type FlowContext } from './flow';

export function beginRound({ G, events }: Pick<FlowContext, 'G' | 'events'>): void {
  const players = seatIds(G).filter((p) => G.seats[p].cycle.head !== null);
  for (const player of seatIds(G)) G.choices[player] = null;
  ask(events, players, 'choose');
}
