/**
 * Characters as compact buttons inside the dock: the name, where the character is and what it
 * adds. `CharacterToggles` selects several (plug in / unplug: one selection, one confirm);
 * `CharacterButtons` plays one move on press (which character dies, which Robot goes).
 */
import { CardIcon } from '@gridplay/table';
import type { CSSProperties } from 'react';
import { cardDef, cardName } from '../cards';
import { cardType, summaryOf } from './faces';

export interface CharacterOption {
  card: string;
  /** Where it is now, or what pressing it does ("Real world → Matrix"). */
  note: string;
}

function Chip({
  option,
  pressed,
  dataMove,
  dataChoice,
  onPress,
}: {
  option: CharacterOption;
  pressed?: boolean;
  dataMove?: string;
  dataChoice?: string;
  onPress: () => void;
}) {
  const type = cardType(cardDef(option.card));
  const name = cardName(option.card);
  return (
    <button
      type="button"
      className="mx-chip"
      style={{ '--mx-chip': type.accent } as CSSProperties}
      aria-pressed={pressed}
      // The spoken name starts with the words on the button (name and note), then the card.
      aria-label={`${name} ${option.note}. ${summaryOf(option.card)}`}
      title={summaryOf(option.card)}
      data-move={dataMove}
      data-choice={dataChoice}
      onClick={onPress}
    >
      <CardIcon name={type.icon} />
      <span className="mx-chip-name">{name}</span>{' '}
      <span className="mx-chip-note">{option.note}</span>
    </button>
  );
}

export function CharacterToggles({
  label,
  options,
  chosen,
  onToggle,
}: {
  label: string;
  options: CharacterOption[];
  chosen: readonly string[];
  onToggle: (card: string) => void;
}) {
  return (
    <div className="mx-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.card}
          option={option}
          pressed={chosen.includes(option.card)}
          dataChoice={option.card}
          onPress={() => onToggle(option.card)}
        />
      ))}
    </div>
  );
}

export function CharacterButtons({
  label,
  options,
  move,
  onPress,
}: {
  label: string;
  options: CharacterOption[];
  move: string;
  onPress: (card: string) => void;
}) {
  return (
    <div className="mx-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.card}
          option={option}
          dataMove={move}
          dataChoice={option.card}
          onPress={() => onPress(option.card)}
        />
      ))}
    </div>
  );
}
