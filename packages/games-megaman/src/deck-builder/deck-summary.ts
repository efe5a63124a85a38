/**
 * A deck under construction, as the builder shows it: its legality by the deck-building rules
 * (`deckRefusals`, the same the custom-list option and a brought deck are held to), the curve of
 * power the cards need before they can be played, and the count of each colour. The list text
 * is the custom-list option's: `exportList` writes what `parseDeckList` reads back.
 */
import { CARDS, cardDef, COLOURS, fullName, type CardKind, type Colour } from '../cards';
import { deckRefusals, MAX_COPIES, parseDeckList, type DeckList } from '../decks';

/** The power a card needs in the gauge, 0 to 5: the builder's "cost". */
export const POWER_STEPS = [0, 1, 2, 3, 4, 5] as const;

export interface DeckSummary {
  /** The NetNavi's id, when the deck has exactly one. */
  navi?: string;
  /** Cards besides the NetNavi. */
  others: number;
  /** Every deck-building rule the deck breaks, in words (empty: legal). */
  problems: string[];
  /** Cards (NetNavi aside) by the power they need. */
  curve: Record<number, number>;
  /** Cards of each colour. */
  colours: Record<Colour, number>;
  kinds: Record<Exclude<CardKind, 'navi'>, number>;
}

export function summarize(list: DeckList): DeckSummary {
  const curve: Record<number, number> = Object.fromEntries(POWER_STEPS.map((p) => [p, 0]));
  const colours = Object.fromEntries(COLOURS.map((c) => [c, 0])) as Record<Colour, number>;
  const kinds = { resource: 0, event: 0, chip: 0 };
  const navis: string[] = [];
  let others = 0;
  for (const [id, copies] of Object.entries(list)) {
    const def = CARDS.find((card) => card.id === id);
    if (!def) continue;
    if (def.kind === 'navi') {
      navis.push(id);
      continue;
    }
    others += copies;
    kinds[def.kind] += copies;
    const power = Math.min(def.needs.power ?? 0, 5);
    curve[power] += copies;
    if (def.colour) colours[def.colour] += copies;
  }
  return {
    navi: navis.length === 1 && list[navis[0]] === 1 ? navis[0] : undefined,
    others,
    problems: deckRefusals(list),
    curve,
    colours,
    kinds,
  };
}

const KIND_ORDER: CardKind[] = ['navi', 'resource', 'event', 'chip'];

/** The list as text, NetNavi first, then by kind and name: one "count name" a line. */
export function exportList(list: DeckList): string {
  return Object.entries(list)
    .filter(([id, copies]) => copies > 0 && CARDS.some((card) => card.id === id))
    .map(([id, copies]) => ({ def: cardDef(id), copies }))
    .sort(
      (a, b) =>
        KIND_ORDER.indexOf(a.def.kind) - KIND_ORDER.indexOf(b.def.kind) ||
        fullName(a.def).localeCompare(fullName(b.def)),
    )
    .map(({ def, copies }) => `${copies} ${fullName(def)}`)
    .join('\n');
}

/** A typed or pasted list: the cards it names, and each line it could not read (line and reason). */
export const importList = (text: string) => parseDeckList(text);

/** Why one more copy of the card cannot go in, or undefined. */
export function addRefusal(list: DeckList, id: string): string | undefined {
  const def = cardDef(id);
  const copies = list[id] ?? 0;
  if (def.kind === 'navi') {
    const other = Object.keys(list).find((card) => cardDef(card).kind === 'navi' && list[card] > 0);
    if (other) return `The deck has its NetNavi (${fullName(cardDef(other))}): remove it first.`;
    return undefined;
  }
  if (copies >= MAX_COPIES) return `At most ${MAX_COPIES} copies of ${fullName(def)}.`;
  return undefined;
}

export function withCard(list: DeckList, id: string, change: 1 | -1): DeckList {
  const next = { ...list, [id]: (list[id] ?? 0) + change };
  if (next[id] <= 0) delete next[id];
  return next;
}
