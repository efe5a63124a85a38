/**
 * Card-definition tables: each row is one card design with its number of copies in the deck.
 * `expandDeck` turns a table into card instances with stable ids (`<prefix>:<defId>#<copy>`), so
 * the same table always yields the same ids and a match log can name a card unambiguously.
 */
export interface CardDefinition {
  /** Unique within its table, e.g. `tron`, `recognizer`. */
  readonly id: string;
  /** Printed name; uniqueness rules compare names. */
  readonly name: string;
  /** How many copies the deck holds. */
  readonly copies: number;
}

export type CardTable<D extends CardDefinition = CardDefinition> = readonly D[];

export interface CardInstance<DefId extends string = string> {
  /** Stable per match: `<prefix>:<defId>#<copy>`, copies numbered from 1. */
  readonly id: string;
  readonly def: DefId;
}

export function expandDeck<D extends CardDefinition>(
  table: CardTable<D>,
  prefix: string,
): CardInstance<D['id']>[] {
  const seen = new Set<string>();
  const cards: CardInstance<D['id']>[] = [];
  for (const row of table) {
    if (seen.has(row.id)) throw new Error(`card table ${prefix}: duplicate id "${row.id}"`);
    if (!Number.isInteger(row.copies) || row.copies < 0) {
      throw new Error(`card table ${prefix}: "${row.id}" has invalid copies ${row.copies}`);
    }
    seen.add(row.id);
    for (let copy = 1; copy <= row.copies; copy++) {
      cards.push({ id: `${prefix}:${row.id}#${copy}`, def: row.id });
    }
  }
  return cards;
}

/** The definition id inside an instance id (`tron:ram#2` → `ram`). */
export function defIdOf(instanceId: string): string {
  const start = instanceId.indexOf(':') + 1;
  const end = instanceId.lastIndexOf('#');
  return instanceId.slice(start, end === -1 ? undefined : end);
}

/**
 * One card per design, first copies kept: two copies of a card are the same decision (a bot or a
 * dock offers "play Aim" once, not once per copy). `designOf` defaults to the instance id's design.
 */
export function oneOfEachDesign<C extends string>(
  cards: readonly C[],
  designOf: (card: C) => string = defIdOf,
): C[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const design = designOf(card);
    if (seen.has(design)) return false;
    seen.add(design);
    return true;
  });
}

/**
 * Instance ids a lookup remembers at most. A match's cards are a few hundred; the cap keeps ids
 * made up by a client (a move's arguments) from growing the memory without end.
 */
export const REMEMBERED_INSTANCES = 10_000;

/**
 * Index a table by id, failing loudly on an unknown id instead of returning undefined. An
 * instance id's row is remembered: cutting the design out of it (a new string to hash) on every
 * call was a fifth of a search's time in games that look cards up in their rules' inner loops.
 */
export function indexTable<D extends CardDefinition>(table: CardTable<D>): (id: string) => D {
  const byId = new Map(table.map((row) => [row.id, row]));
  const byInstance = new Map<string, D>();
  return (id) => {
    const known = byId.get(id) ?? byInstance.get(id);
    if (known) return known;
    const row = byId.get(defIdOf(id));
    if (!row) throw new Error(`unknown card "${id}"`);
    if (byInstance.size < REMEMBERED_INSTANCES) byInstance.set(id, row);
    return row;
  };
}

/** Total number of cards a table expands to. */
export function deckSize(table: CardTable): number {
  return table.reduce((sum, row) => sum + row.copies, 0);
}
