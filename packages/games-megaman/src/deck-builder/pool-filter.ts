/**
 * Browsing the card pool: every card of the table (`CARDS`, read generically, so new cards show
 * up by themselves) narrowed by NetNavi, colour, kind, emblem, requirement and words.
 */
import {
  CARDS,
  fullName,
  KIND_LABEL,
  type CardDef,
  type CardKind,
  type Colour,
  type Emblem,
} from '../cards';

export type NeedFilter = 'none' | 'power' | 'colour' | 'emblem';

export interface PoolFilter {
  /** A NetNavi's id: cards its deck can play (no emblem needed, or only its own emblem). */
  navi?: string;
  colour?: Colour;
  kind?: CardKind;
  /** Cards bearing this emblem or needing it. */
  emblem?: Emblem;
  needs?: NeedFilter;
  /** Words of the name, subtitle, kind or text. */
  text?: string;
}

const emblemsNeeded = (def: CardDef) =>
  Object.entries(def.needs.emblems ?? {})
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([emblem]) => emblem);

function suitsNavi(def: CardDef, naviId: string): boolean {
  if (def.kind === 'navi') return def.id === naviId;
  const navi = CARDS.find((card) => card.id === naviId);
  const own = navi?.emblem ?? navi?.name;
  return emblemsNeeded(def).every((emblem) => emblem === own);
}

function meetsNeed(def: CardDef, needs: NeedFilter): boolean {
  const colours = Object.values(def.needs.colours ?? {}).some((count) => (count ?? 0) > 0);
  const emblems = emblemsNeeded(def).length > 0;
  const power = (def.needs.power ?? 0) > 0;
  switch (needs) {
    case 'none':
      return !colours && !emblems && !power;
    case 'power':
      return power;
    case 'colour':
      return colours;
    case 'emblem':
      return emblems;
  }
}

export function filterPool(filter: PoolFilter, pool: readonly CardDef[] = CARDS): CardDef[] {
  const words = filter.text?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return pool.filter((def) => {
    if (filter.navi && !suitsNavi(def, filter.navi)) return false;
    if (filter.colour && def.colour !== filter.colour) return false;
    if (filter.kind && def.kind !== filter.kind) return false;
    if (
      filter.emblem &&
      def.emblem !== filter.emblem &&
      !emblemsNeeded(def).includes(filter.emblem)
    )
      return false;
    if (filter.needs && !meetsNeed(def, filter.needs)) return false;
    const haystack = `${fullName(def)} ${KIND_LABEL[def.kind]} ${def.text}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export const NAVIS = () => CARDS.filter((def) => def.kind === 'navi');
/** The emblems some card of the pool bears or needs. */
export const emblemsInPool = () =>
  [
    ...new Set(CARDS.flatMap((def) => [def.emblem, ...emblemsNeeded(def)]).filter(Boolean)),
  ] as Emblem[];

/** A card's printed requirements in words ("Needs power 2 · 1 red · 1 GutsMan emblem"), or ''. */
export function needsWords(def: CardDef): string {
  const parts: string[] = [];
  if ((def.needs.power ?? 0) > 0) parts.push(`power ${def.needs.power}`);
  for (const [colour, count] of Object.entries(def.needs.colours ?? {}))
    if ((count ?? 0) > 0) parts.push(`${count} ${colour}`);
  for (const [emblem, count] of Object.entries(def.needs.emblems ?? {}))
    if ((count ?? 0) > 0) parts.push(`${count} ${emblem} emblem${count === 1 ? '' : 's'}`);
  return parts.length ? `Needs ${parts.join(' · ')}` : '';
}
