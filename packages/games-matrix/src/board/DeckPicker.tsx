/**
 * "Take any one card from your deck": the deck's designs as one searchable list grouped by card
 * type (a native select, so keyboard and screen readers know it), the chosen card shown beside
 * it, and one Take button. Thirty tiles would not fit a phone; one row does.
 */
import { CardFace } from '@gridplay/table';
import { useId, useState } from 'react';
import { cardDef, cardName } from '../cards';
import { cardType, faceOf, summaryOf } from './faces';

export interface DesignGroup {
  label: string;
  designs: string[];
}

/** The designs whose name, type or summary contains every word of `query`, grouped by type. */
export function groupDesigns(designs: readonly string[], query = ''): DesignGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, string[]>();
  for (const design of designs) {
    const type = cardType(cardDef(design));
    const haystack = `${cardName(design)} ${type.kind} ${type.group} ${summaryOf(design)}`;
    if (!words.every((word) => haystack.toLowerCase().includes(word))) continue;
    groups.set(type.group, [...(groups.get(type.group) ?? []), design]);
  }
  return [...groups].map(([label, list]) => ({
    label,
    designs: list.sort((a, b) => cardName(a).localeCompare(cardName(b))),
  }));
}

export function DeckPicker({
  designs,
  onTake,
  disabled = false,
}: {
  designs: readonly string[];
  onTake: (design: string) => void;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState<string>();
  const searchId = useId();
  const groups = groupDesigns(designs, query);
  const shown = groups.flatMap((group) => group.designs);
  const picked = choice && shown.includes(choice) ? choice : shown[0];
  return (
    <div className="mx-take" role="group" aria-label="Or take any one card from your deck">
      <label className="mx-take-label" htmlFor={searchId}>
        Or take one:
      </label>
      <input
        id={searchId}
        className="mx-field mx-take-search"
        type="search"
        placeholder="Find…"
        aria-label={`Find a card in your deck (${designs.length} kinds)`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-take-search=""
      />
      <select
        className="mx-field mx-take-select"
        aria-label="Card to take"
        value={picked ?? ''}
        onChange={(event) => setChoice(event.target.value)}
        disabled={shown.length === 0}
        data-take-select=""
      >
        {shown.length === 0 && <option value="">No card matches</option>}
        {groups.map((group) => (
          <optgroup key={group.label} label={`${group.label} (${group.designs.length})`}>
            {group.designs.map((design) => (
              <option key={design} value={design}>
                {cardName(design)} · {summaryOf(design)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button
        type="button"
        className="mx-button"
        data-move="takeCard"
        disabled={disabled || !picked}
        aria-label={picked ? `Take ${cardName(picked)}` : 'Take'}
        onClick={() => picked && onTake(picked)}
      >
        Take
      </button>
      {picked && (
        <span className="mx-take-preview">
          <CardFace {...faceOf(picked)} size="sm" />
        </span>
      )}
    </div>
  );
}
