/** The player's cards: Forward, Left, Right and the Specials, with the choices each one needs. */
import type { ReactNode } from 'react';
import { CardFace } from '@gridplay/core/table';
import {
  CARD_NAMES,
  REGULAR_TEXT,
  SPECIALS,
  isRegular,
  type CardKind,
  type SpecialCard,
} from '../cards';
import type { Choice } from '../state';

const TEXT: Record<string, string> = Object.fromEntries(SPECIALS.map((s) => [s.id, s.text]));

/** Cards that need a parameter before they can be played (the card button only selects them). */
export function needsParameter(card: CardKind, overDrive: boolean): boolean {
  if (isRegular(card)) return overDrive;
  return card === 'cutTail' || card === 'retractTail' || card === 'crusher';
}

export function CardButton({
  kind,
  count,
  legal,
  selected,
  overDrive,
  reason,
  onPlay,
  onSelect,
}: {
  kind: CardKind;
  count?: number;
  legal: Choice[];
  selected: boolean;
  overDrive: boolean;
  /** Why the card cannot be played now (shown when it has no legal use). */
  reason: string;
  onPlay: (choice: Choice) => void;
  onSelect: (card: CardKind) => void;
}) {
  const special = !isRegular(kind);
  const parameter = needsParameter(kind, overDrive);
  const playable = legal.length > 0;
  return (
    <CardFace
      title={CARD_NAMES[kind]}
      kind={`${special ? 'Special' : 'Regular move'}${count && count > 1 ? ` ×${count}` : ''}`}
      text={special ? TEXT[kind] : REGULAR_TEXT}
      accent={special ? '#b26bff' : '#2de2ff'}
      playable={playable}
      reason={reason}
      // A card that needs a parameter is selected first; the choices below it then submit.
      selected={parameter && selected}
      onClick={() => (parameter ? onSelect(kind) : onPlay(legal[0]))}
      dataMove={parameter ? undefined : 'chooseCard'}
      dataChoice={parameter ? kind : undefined}
    />
  );
}

export function OptionButtons({
  label,
  options,
}: {
  label: string;
  options: {
    key: string;
    text: ReactNode;
    move?: string;
    choice?: string;
    disabled?: boolean;
    onClick: () => void;
  }[];
}) {
  return (
    <div role="group" aria-label={label}>
      <div className="lc-muted">{label}</div>
      <div className="lc-options">
        {options.map((option) => (
          <button
            key={option.key}
            type="button"
            className="lc-btn"
            disabled={option.disabled}
            onClick={option.onClick}
            {...(option.move
              ? { 'data-move': option.move }
              : { 'data-choice': option.choice ?? option.key })}
          >
            {option.text}
          </button>
        ))}
      </div>
    </div>
  );
}

export const specialKinds = (hand: SpecialCard[]): { kind: CardKind; count: number }[] => {
  const counts = new Map<CardKind, number>();
  for (const card of hand) counts.set(card.def, (counts.get(card.def) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
};
