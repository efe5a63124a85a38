/** The player's cards: Forward, Left, Right and the Specials, with the choices each one needs. */
import { useState, type ReactNode } from 'react';
import { CardFace, type CardBadge, type CardIconName } from '@gridplay/table';
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

/** The two card types: Regular moves drawn as actions in cyan, Specials as leaders in violet. */
const REGULAR_LOOK = { frame: 'action', accent: '#2de2ff', kind: 'Regular move' } as const;
const SPECIAL_LOOK = { frame: 'leader', accent: '#b26bff', kind: 'Special' } as const;

/** Each card's glyph and how far it drives (a badge), so a card reads at a glance. */
const CARD_LOOK: Record<CardKind, { icon: CardIconName; reach: string }> = {
  forward: { icon: 'move', reach: '1 cell' },
  left: { icon: 'move', reach: '1 cell' },
  right: { icon: 'move', reach: '1 cell' },
  dash: { icon: 'bolt', reach: '2 cells' },
  uberDash: { icon: 'burst', reach: '3 cells' },
  crusher: { icon: 'lock', reach: 'stays' },
  cutTail: { icon: 'blade', reach: '1 cell, cuts' },
  retractTail: { icon: 'cog', reach: 'stays' },
  overDrive: { icon: 'chip', reach: 'stays' },
};

const CRASH_BADGE: CardBadge = { label: 'Warning', value: '✕ crash!', color: '#ff3b5c' };

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
  crash = false,
  onPlay,
  onSelect,
}: {
  kind: CardKind;
  count?: number;
  legal: Choice[];
  selected: boolean;
  overDrive: boolean;
  /** Playing it now is a certain crash (told on the card as well as on the Grid). */
  crash?: boolean;
  /** Why the card cannot be played now (shown when it has no legal use). */
  reason: string;
  onPlay: (choice: Choice) => void;
  onSelect: (card: CardKind) => void;
}) {
  const special = !isRegular(kind);
  const parameter = needsParameter(kind, overDrive);
  const playable = legal.length > 0;
  const look = special ? SPECIAL_LOOK : REGULAR_LOOK;
  const reach = !special && overDrive ? '1+ cells' : CARD_LOOK[kind].reach;
  const badges: CardBadge[] = [{ label: 'Moves', value: reach }];
  if (crash && playable) badges.push(CRASH_BADGE);
  return (
    <CardFace
      title={CARD_NAMES[kind]}
      kind={`${look.kind}${count && count > 1 ? ` ×${count}` : ''}`}
      text={special ? TEXT[kind] : REGULAR_TEXT}
      accent={look.accent}
      frame={look.frame}
      icon={CARD_LOOK[kind].icon}
      badges={badges}
      playable={playable}
      reason={reason}
      // A card that needs a parameter is selected first; the choices below it then submit.
      selected={parameter && selected}
      onClick={() => (parameter ? onSelect(kind) : onPlay(legal[0]))}
      dataMove={parameter ? undefined : 'chooseCard'}
      // Every card is named, so a guide (the tutorial) can point at one card of the hand.
      dataChoice={kind}
    />
  );
}

/** A row of buttons; the dock's title says what they answer, `label` names them for screen readers. */
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
    <div role="group" aria-label={label} className="lc-options">
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className="lc-btn"
          disabled={option.disabled}
          onClick={option.onClick}
          // Named by its choice too, so a guide (the tutorial) can point at one of the row.
          data-move={option.move}
          data-choice={option.choice ?? option.key}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}

/**
 * One choice out of many numbers (Retract Tail's lengths): a list and one button that plays it,
 * so a long trail does not become a wall of buttons.
 */
export function NumberPicker({
  label,
  values,
  verb,
  move,
  onPick,
}: {
  label: string;
  values: number[];
  verb: string;
  move: string;
  onPick: (value: number) => void;
}) {
  const [value, setValue] = useState(values[0]);
  const current = values.includes(value) ? value : values[0];
  return (
    <div role="group" aria-label={label} className="lc-picker">
      <label>
        <span className="lc-muted">{label} </span>
        <select
          className="lc-select"
          value={current}
          onChange={(event) => setValue(Number(event.target.value))}
        >
          {values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="lc-btn" data-move={move} onClick={() => onPick(current)}>
        {verb} {current}
      </button>
    </div>
  );
}

export const specialKinds = (hand: SpecialCard[]): { kind: CardKind; count: number }[] => {
  const counts = new Map<CardKind, number>();
  for (const card of hand) counts.set(card.def, (counts.get(card.def) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
};
