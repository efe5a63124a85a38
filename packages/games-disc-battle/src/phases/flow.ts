/**
 * What the steps of a turn share: whose card is up, spending it, and handing over once an action
 * is worked out — to a program that must react (step 4), or to the next card (steps 5 and 1).
 */
import { narrate, type MoveContext, type Randomness } from '@gridplay/core';
import type { State } from '../state';
import { flipCard } from './1-flip';
import { continueResolution } from './3-discs-move';
import { startNextTurn } from './5-next-turn';

/** The stage in which the one program asked answers a disc (step 4). */
export const REACT_STAGE = 'react';

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

/** Spend the face-up card on an active action. */
export function useCard(G: State, seat: string): void {
  G.used.push(seat);
  G.flipped = null;
}

/** The next card face up, starting the next turn when the deck is spent. */
function flipNext(G: State, random: Randomness): void {
  G.flipped = null;
  if (G.result) return;
  if (G.deck.length === 0 && !startNextTurn(G)) return;
  flipCard(G, random);
}

/**
 * Work out the action, then hand over: to a program that must react, or to the next card's
 * program. The move's log line tells it after the move's own words.
 */
export function settle(context: MoveContext<State>): void {
  const { G, events, random } = context;
  if (continueResolution(G, random) === 'waiting') {
    events.setActivePlayers({ value: { [G.reaction!.reactor]: REACT_STAGE } });
    narrate(G, `${G.programs[G.reaction!.reactor].name} must react.`);
  } else {
    flipNext(G, random);
    if (G.flipped !== null) {
      narrate(G, `Next card: ${G.programs[G.flipped].name}.`);
      events.endTurn();
    }
  }
}
