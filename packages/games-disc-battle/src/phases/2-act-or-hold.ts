/**
 * Step 2 (seed "Turn Sequence", "Actions"): the flipped card's program either performs an active
 * action — Move, Throw, Attack, or Stand when Prone — or holds the card for a reaction later
 * (at most 2 held, 3 with the option). Only that program may use the card, and not while a
 * reaction is pending. The moves themselves are in moves/active-actions.ts and hold-and-recall.ts.
 */
import type { State } from '../state';

/** Why `seat` may not use the face-up card now, or undefined. */
export function cardRefusal(G: State, seat: string): string | undefined {
  if (G.result) return 'The match is over.';
  if (G.reaction) return `Wait: ${G.programs[G.reaction.reactor].name} must react first.`;
  if (G.flipped !== seat) {
    const owner = G.flipped === null ? undefined : G.programs[G.flipped];
    return owner ? `It is ${owner.name}'s card, not yours.` : 'No card is face up.';
  }
  return undefined;
}

export const proneRefusal =
  'You are Prone: the only action you can take is Stand (or hold the card).';

/** Spend the face-up card on an active action: it goes to the used cards until the next turn. */
export function useCard(G: State, seat: string): void {
  G.used.push(seat);
  G.flipped = null;
}
