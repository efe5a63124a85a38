/**
 * The rulebook's Gameplay, step 2 begins: all cards are flipped at once. The played Specials
 * leave the hands (they go back into the deck at the end of the round) and the resolution
 * starts (4-resolve.ts).
 */
import { seatIds, type LightcycleState } from '../state';
import type { FlowContext } from './flow';
import { continueResolution } from './4-resolve';

export function revealAndResolve(context: FlowContext): void {
  const { G } = context;
  const revealed: Record<string, NonNullable<LightcycleState['choices'][string]>> = {};
  const played: LightcycleState['deck'] = [];
  for (const player of seatIds(G)) {
    const choice = G.choices[player];
    if (!choice) continue;
    revealed[player] = choice;
    const hand = G.seats[player].hand;
    const index = hand.findIndex((card) => card.def === choice.card);
    if (index !== -1) played.push(...hand.splice(index, 1));
    G.choices[player] = null;
  }
  G.dashTurns = {};
  G.resolution = {
    revealed,
    nextStep: 0,
    captures: [],
    deaths: [],
    frames: [],
    played,
    events: [],
  };
  continueResolution(context);
}
