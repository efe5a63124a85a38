/** What every active action shares: whose card is up, and finishing the action. */
import type { Randomness } from '@gridplay/core';
import type { MoveContext } from '@gridplay/core';
import { flipNext } from '../deck';
import { continueResolution } from '../resolution/resolve';
import type { State } from '../state';

/** Why `seat` may not use the face-up card now, or undefined. */
export function notYourCard(G: State, seat: string): string | undefined {
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

export const randomOf = (context: MoveContext<State>) => context.random as unknown as Randomness;

/** Spend the face-up card on an active action. */
export function useCard(G: State, seat: string): void {
  G.used.push(seat);
  G.flipped = null;
  G.resolutionLines = [];
}

/**
 * Work out the action, then hand over: to a program that must react, or to the next card's
 * program. The log line is the headline followed by everything that happened.
 */
export function settle(context: MoveContext<State>, headline: string | null): void {
  const { G, events } = context;
  const random = randomOf(context);
  if (continueResolution(G, random) === 'waiting') {
    events.setActivePlayers({ value: { [G.reaction!.reactor]: 'react' } });
    G.resolutionLines.push(`${G.programs[G.reaction!.reactor].name} must react`);
  } else {
    flipNext(G, random);
    if (G.flipped !== null) {
      G.resolutionLines.push(`next card: ${G.programs[G.flipped].name}`);
      events.endTurn();
    }
  }
  const lines = headline ? [headline, ...G.resolutionLines] : G.resolutionLines;
  context.log?.setMetadata({ text: lines.join('; ') });
}
