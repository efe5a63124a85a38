/**
 * What the decision dock holds, from the moves `legal-moves.ts` offers (the board never decides a
 * rule): moves about no card (Pass, Blast, Done) or about a card outside the hand (a resource to
 * spend, a revealed destiny) are buttons at once; a hand card's moves show once the card is
 * selected, so the dock stays short enough for a phone.
 */
import type { AiMove } from '@gridplay/core';
import { defOf } from '../cards';
import { subjectOf } from './labels';

/** Is the move about a card in the hand? */
const aboutHand = (choice: AiMove, hand: readonly string[]) => {
  const subject = subjectOf(choice);
  return subject !== undefined && hand.includes(subject);
};

/** The offered moves about the hand card `card`; copies of one design are one decision. */
export function handOffers(choices: readonly AiMove[], hand: readonly string[], card: string) {
  return choices.filter(
    (choice) => aboutHand(choice, hand) && defOf(subjectOf(choice)!) === defOf(card),
  );
}

/** The dock's buttons: the selected card's moves first, then every move not about a hand card. */
export function dockButtons(
  choices: readonly AiMove[],
  hand: readonly string[],
  selected: string | null,
): AiMove[] {
  const chosen = selected ? handOffers(choices, hand, selected) : [];
  return [...chosen, ...choices.filter((choice) => !aboutHand(choice, hand))];
}
