/**
 * Step 1 of a round: every player still in rolls their dice under the cup, in secret. The round
 * is Palifico (option) when its opener has just gone down to one die, once per player a match.
 */
import { rollDice, type Randomness } from '@gridplay/core';
import { SIDES, type Face } from '../dice';
import type { State } from '../state';

/** Roll `count` dice, sorted so a player reads their cup at a glance. */
export function rollCup(random: Randomness, count: number): Face[] {
  return (rollDice(random, SIDES, count) as Face[]).sort((a, b) => a - b);
}

export function startRound(G: State, opener: string, random: Randomness): void {
  G.round += 1;
  G.opener = opener;
  G.bid = null;
  for (const seat of Object.keys(G.cups)) G.cups[seat] = rollCup(random, G.cups[seat].length);
  G.palifico =
    G.options.palifico && G.cups[opener].length === 1 && !G.palificoPlayed.includes(opener);
  if (G.palifico) G.palificoPlayed.push(opener);
}
