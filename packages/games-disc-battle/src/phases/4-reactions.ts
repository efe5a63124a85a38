/**
 * Step 4 (seed "Disc Movement", "Block", "Catch", "Dodge"; RULINGS §3): a disc crossing a base
 * stops the world and that program alone answers, in the `react` stage; then the discs' movement
 * (step 3) goes on.
 * - your own disc: Catch it with a held card, or dive for it without one (caught, but Prone), or
 *   let it pass — your own disc never strikes you;
 * - another disc: Block it with a held card if you have your own disc (re-aimed, it stays live),
 *   Dodge it with a held card, or — with no card held — dive out of the way and land Prone;
 * - a Prone program cannot react: another's disc strikes it (De-Rez), its own passes by.
 * A single possible answer is taken at once; the program is asked only when it has a choice.
 */
import { narrate, type Randomness } from '@gridplay/core';
import { hasDisc } from '../rules';
import type { ReactionChoice, State } from '../state';
import { derez } from '../resolution/derez';
import { redirectFrom } from '../resolution/redirect';

/** The stage given to the one program asked to react. */
export const REACT_STAGE = 'react';

/** What `seat` may do as `owner`'s disc crosses its base; empty = struck (or passed, if its own). */
export function reactionOptions(G: State, seat: string, owner: string): ReactionChoice[] {
  const program = G.programs[seat];
  if (program.prone) return [];
  if (seat === owner) return program.held > 0 ? ['catch', 'letPass'] : ['diveCatch', 'letPass'];
  if (program.held === 0) return ['dive'];
  return hasDisc(program) ? ['block', 'dodge'] : ['dodge'];
}

export type ReactionOutcome = 'stops' | 'continues';

/**
 * Spend one of `seat`'s held cards; returns the words the log adds ("spending a held card, 1
 * left"), so a card never leaves a hand without every seat being told.
 */
export function spendCard(G: State, seat: string): string {
  const program = G.programs[seat];
  program.held -= 1;
  G.used.push(seat);
  return `spending a held card, ${program.held === 0 ? 'none' : program.held} left`;
}

/** Apply a reaction, or the strike when there is none; says whether the disc's step goes on. */
export function applyReaction(
  G: State,
  seat: string,
  owner: string,
  choice: ReactionChoice | 'struck' | 'passes',
  random: Randomness,
): ReactionOutcome {
  const program = G.programs[seat];
  const name = program.name;
  switch (choice) {
    case 'catch':
      narrate(G, `${name} catches it, ${spendCard(G, seat)}.`);
      G.programs[owner].disc = null;
      return 'stops';
    case 'diveCatch':
      program.prone = true;
      G.programs[owner].disc = null;
      narrate(G, `${name} dives for it, catches it and lands Prone.`);
      return 'stops';
    case 'letPass':
      narrate(G, `${name} lets it pass.`);
      return 'continues';
    case 'passes':
      narrate(G, `It passes ${name}, who is Prone.`);
      return 'continues';
    case 'dodge':
      narrate(G, `${name} dodges, ${spendCard(G, seat)}.`);
      return 'continues';
    case 'dive':
      program.prone = true;
      narrate(G, `${name} dives out of the way and lands Prone.`);
      return 'continues';
    case 'block':
      narrate(G, `${name} blocks, ${spendCard(G, seat)}.`);
      settleDisc(G, seat, owner, random);
      return 'stops';
    case 'struck':
      narrate(G, `It strikes ${name}.`);
      settleDisc(G, seat, owner, random);
      derez(G, seat);
      return 'stops';
  }
}

/** After a Block or a strike: re-aimed from the base it met, or gone if its owner is De-Rezzed. */
function settleDisc(G: State, baseSeat: string, owner: string, random: Randomness): void {
  if (G.programs[owner].derezzed) {
    G.programs[owner].disc = null;
    narrate(G, `${G.programs[owner].name}'s disc De-Rezzes.`);
    return;
  }
  redirectFrom(G, baseSeat, owner, random);
}
