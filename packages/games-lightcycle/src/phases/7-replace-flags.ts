/**
 * The rulebook's Gameplay, step 7: each captured flag is replaced on a random empty cell by its
 * capturer (a new flag, which that capturer may not capture next); a flag left under a trail or
 * a head moves to a random empty cell. Then the next round begins (2-choose.ts).
 */
import { randomIndex, type Randomness } from '@gridplay/core';
import { emptyCells, occupancy } from '../occupancy';
import type { LightcycleState } from '../state';
import { beginRound } from './2-choose';
import type { FlowContext } from './flow';

/**
 * Captured flags are replaced on random empty cells by their capturers; a flag left under a
 * trail or a head (a player drove over the flag it may not capture) moves to a random empty cell.
 */
export function replaceFlags(G: LightcycleState, random: Randomness): void {
  const cells = occupancy({ ...G, flags: [] });
  for (const flag of G.flags) {
    if (cells[flag.cell] === null) continue;
    const free = emptyCells(G);
    if (free.length > 0) flag.cell = free[randomIndex(random, free.length)];
  }
  for (const capturer of G.flagsToReplace) {
    const free = emptyCells(G);
    if (free.length === 0) break;
    const flag = {
      id: G.nextFlagId++,
      cell: free[randomIndex(random, free.length)],
      placedBy: capturer,
    };
    G.flags.push(flag);
    G.seats[capturer].lastPlacedFlag = flag.id;
  }
  G.flagsToReplace = [];
}

/** The respawns are done: the flags go back on the Grid and the next round begins. */
export function startNextRound(context: FlowContext): void {
  replaceFlags(context.G, context.random);
  context.G.round++;
  beginRound(context);
}
