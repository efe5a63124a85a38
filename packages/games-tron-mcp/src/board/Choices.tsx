/**
 * The buttons of the current decision, short enough for the dock: the choices that use no card
 * (pass, keep, a program to derez) always; a card's choices once it is selected in the hand (or
 * at once when there are only a few); a long list (Location Query's designs) as one list and a
 * button.
 */
import { useState } from 'react';
import type { AiMove } from '@gridplay/core';
import type { AnyState } from '../state';
import { moveLabel } from './labels';

/** At most this many card choices are shown before a card is selected. */
const FEW = 3;
/** More choices than this for one card become a list and one button. */
const LIST_OVER = 4;

export function Choices({
  G,
  cardless,
  forCards,
  selecting,
  submit,
}: {
  G: AnyState;
  /** Choices that name no hand card. */
  cardless: AiMove[];
  /** Choices that use hand cards: all of them, or those of the selected card. */
  forCards: AiMove[];
  /** A card is selected, so `forCards` are its choices. */
  selecting: boolean;
  submit: (choice: AiMove) => void;
}) {
  const cardButtons = selecting || forCards.length <= FEW ? forCards : [];
  return (
    <>
      {cardButtons.length > LIST_OVER ? (
        <ChoiceList G={G} choices={cardButtons} submit={submit} />
      ) : (
        cardButtons.map((choice, i) => (
          <ChoiceButton key={`c${i}`} G={G} choice={choice} submit={submit} primary />
        ))
      )}
      {cardless.map((choice, i) => (
        <ChoiceButton key={`n${i}`} G={G} choice={choice} submit={submit} />
      ))}
      {cardButtons.length === 0 && forCards.length > 0 && (
        <p className="tm-wait">{cardless.length ? 'or pick' : 'Pick'} a lit card above</p>
      )}
    </>
  );
}

function ChoiceButton({
  G,
  choice,
  submit,
  primary = false,
}: {
  G: AnyState;
  choice: AiMove;
  submit: (choice: AiMove) => void;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={`tm-action${primary ? ' tm-primary' : ''}`}
      data-move={'move' in choice ? choice.move : choice.event}
      onClick={() => submit(choice)}
    >
      {moveLabel(G, choice)}
    </button>
  );
}

/** Many choices for one card: pick one in a list, then confirm with one button. */
function ChoiceList({
  G,
  choices,
  submit,
}: {
  G: AnyState;
  choices: AiMove[];
  submit: (choice: AiMove) => void;
}) {
  const [picked, setPicked] = useState(0);
  const choice = choices[Math.min(picked, choices.length - 1)];
  return (
    <span className="tm-pick">
      <select
        aria-label="Your choice"
        value={Math.min(picked, choices.length - 1)}
        onChange={(event) => setPicked(Number(event.target.value))}
      >
        {choices.map((c, i) => (
          <option key={i} value={i}>
            {moveLabel(G, c)}
          </option>
        ))}
      </select>
      <ChoiceButton G={G} choice={choice} submit={submit} primary />
    </span>
  );
}
