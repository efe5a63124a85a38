/**
 * The rulebook's Gameplay, step 6: every player who died this round is put back on a random
 * empty cell that has an empty neighbour (the row and column draw), one at a time in seat order,
 * and chooses their facing (moves/choose-facing.ts). A player for whom no cell is left sits out
 * until a later round.
 */
import { randomIndex, type Randomness } from '@gridplay/core';
import { neighbours } from '../grid';
import { crusherOn, emptyCells, occupancy } from '../occupancy';
import { seatIds, type LightcycleState, type PlayerId } from '../state';
import { ask, type FlowContext } from './flow';
import { startNextRound } from './7-replace-flags';

/** Empty cells with at least one empty neighbour, where a cycle can be put down. */
export function respawnCells(G: LightcycleState): number[] {
  const cells = occupancy(G);
  return emptyCells(G).filter((cell) =>
    neighbours(cell, G.size).some((n) => cells[n] === null && !crusherOn(G, cell, n)),
  );
}

/**
 * Put the next player in the respawn queue on a random free cell; they then choose their facing.
 * Players for whom no cell is left sit out until a later round. Returns the player now to choose.
 */
export function nextRespawn(G: LightcycleState, random: Randomness): PlayerId | undefined {
  while (G.respawnQueue.length > 0) {
    const player = G.respawnQueue[0];
    const cells = respawnCells(G);
    if (cells.length === 0) {
      G.respawnQueue.shift();
      continue;
    }
    const cycle = G.seats[player].cycle;
    cycle.head = cells[randomIndex(random, cells.length)];
    cycle.tail = [];
    cycle.alive = true;
    return player;
  }
  return undefined;
}

/** Every player off the Grid (dead this round, or still without a cell) queues up in seat order. */
export function startRespawns(context: FlowContext): void {
  const { G } = context;
  G.respawnQueue = seatIds(G).filter((p) => G.seats[p].cycle.head === null);
  continueRespawns(context);
}

/** Respawn the dead one at a time (each chooses a facing), then go on to the flags. */
export function continueRespawns(context: FlowContext): void {
  const { G, events, random } = context;
  const next = nextRespawn(G, random);
  if (next !== undefined) {
    ask(events, [next], 'respawn');
    return;
  }
  startNextRound(context);
}
