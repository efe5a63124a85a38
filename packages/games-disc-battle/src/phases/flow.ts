/**
 * Handing over once an action is worked out: to a program that must react (step 4), or to the
 * next card (step 5 when the deck is spent, then step 1).
 */
import { narrate, type MoveContext, type Randomness } from '@gridplay/core';
import type { State } from '../state';
import { flipCard } from './1-flip';
import { continueResolution } from './3-discs-move';
import { REACT_STAGE } from './4-reactions';
import { startNextTurn } from './5-next-turn';

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
