/**
 * Who acts next. Every step of the game sets the active seats explicitly: one placer at a time
 * in setup; everyone alive choosing a card at once; the Dash players choosing a direction; one
 * respawned player at a time choosing a facing.
 */
import { randomIndex, type MoveContext } from '@gridplay/core';
import { emptyCells } from '../occupancy';
import { seatIds, type LightcycleState } from '../state';
import { settleRound, nextRespawn, replaceFlags, winnerOf } from './end-of-round';
import { dashersToAsk, resolveSteps } from './steps';

type FlowContext = Pick<MoveContext<LightcycleState>, 'G' | 'events' | 'random'>;

export const nextPlacer = (G: LightcycleState) =>
  G.placementOrder.find((p) => G.seats[p].cycle.head === null);

export function afterPlacement({ G, events, random }: FlowContext): void {
  const next = nextPlacer(G);
  if (next !== undefined) {
    events.setActivePlayers({ value: { [next]: 'place' } });
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

/** Players with a cycle on the Grid choose a card, all at once. */
export function beginRound({ G, events }: Pick<FlowContext, 'G' | 'events'>): void {
  const players = seatIds(G).filter((p) => G.seats[p].cycle.head !== null);
  for (const player of seatIds(G)) G.choices[player] = null;
  events.setActivePlayers({ value: Object.fromEntries(players.map((p) => [p, 'choose'])) });
}

/** All cards are in: reveal them, take the played Specials out of the hands, resolve. */
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
  G.resolution = { revealed, nextStep: 0, captures: [], deaths: [], frames: [], played, log: [] };
  continueResolution(context);
}

export function continueResolution(context: FlowContext): void {
  const { G, events, random } = context;
  if (resolveSteps(G) === 'dash') {
    const dashers = dashersToAsk(G);
    for (const player of dashers) G.dashTurns[player] = null;
    events.setActivePlayers({ value: Object.fromEntries(dashers.map((p) => [p, 'dash'])) });
    return;
  }
  settleRound(G, random);
  const result = winnerOf(G);
  if (result) {
    events.endGame(result);
    return;
  }
  G.respawnQueue = seatIds(G).filter((p) => G.seats[p].cycle.head === null);
  continueRespawns(context);
}

/** Respawn the dead one at a time (each chooses a facing), then replace flags and start a round. */
export function continueRespawns(context: FlowContext): void {
  const { G, events, random } = context;
  const next = nextRespawn(G, random);
  if (next !== undefined) {
    events.setActivePlayers({ value: { [next]: 'respawn' } });
    return;
  }
  replaceFlags(G, random);
  G.round++;
  beginRound(context);
}
