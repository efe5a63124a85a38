/**
 * Deck lists: the shipped demo decks (30 cards: a NetNavi and 29 others, like the rule text's
 * sample decks), a preconstructed 60-card deck for each NetNavi (./precons), and the
 * deck-building rules for a player's own list (one NetNavi, 59 other cards, at most 4 copies of
 * a card; the same name with another subtitle is another card).
 */
import { CARDS, cardDef, COLOURS, EMBLEMS, fullName, type CardDef } from './cards';
import type { DeckList } from './cards/types';
import { PRECONSTRUCTED_DECKS } from './precons';
import { GAUGE_SIZE } from './state';

export { PRECONSTRUCTED_DECKS };

export type { DeckList };

export interface DemoDeck {
  key: string;
  label: string;
  cards: DeckList;
}

export const DEMO_DECKS: readonly DemoDeck[] = [
  {
    key: 'gutsman',
    label: 'GutsMan (red/green brawler)',
    cards: {
      gutsman: 1,
      'asking-for-it': 3,
      'big-trouble': 3,
      'rich-kid': 2,
      tornado: 4,
      cannon: 3,
      'guts-punch': 2,
      barrier: 3,
      rival: 3,
      'ember-fan': 2,
      'hot-streak': 2,
      overclock: 2,
    },
  },
  {
    key: 'torchman',
    label: 'TorchMan (red/blue counter-puncher)',
    cards: {
      torchman: 1,
      'show-no-mercy': 3,
      rival: 3,
      'heat-shot': 4,
      'fire-ring': 3,
      barrier: 3,
      'aura-wall': 2,
      'short-circuit': 2,
      // Was 2 Patch Up, which needs a green resource this deck never has.
      backdraft: 2,
      'rio-netbattler': 2,
      'watchful-firewall': 2,
      'data-burn': 3,
    },
  },
];

/** Every deck the game ships, public lists: the demo decks, then the preconstructed ones. */
export const SHIPPED_DECKS: readonly DemoDeck[] = [...DEMO_DECKS, ...PRECONSTRUCTED_DECKS];

/** A shipped deck by its key: a demo deck or a preconstructed one. */
export const demoDeck = (key: string): DemoDeck | undefined =>
  SHIPPED_DECKS.find((deck) => deck.key === key);

export const MAX_COPIES = 4;
export const OTHER_CARDS = 59;
export const DEMO_OTHER_CARDS = 29;

/**
 * Every rule the list breaks, one sentence each (empty = legal). `others` is 59 for a deck
 * built by the rules, 29 for a demo deck.
 */
export function deckRefusals(list: DeckList, others = OTHER_CARDS): string[] {
  const problems: string[] = [];
  const defs: Array<[CardDef, number]> = [];
  for (const [id, copies] of Object.entries(list)) {
    const def = CARDS.find((c) => c.id === id);
    if (!def) problems.push(`There is no card "${id}" in the card pool.`);
    else if (!Number.isInteger(copies) || copies < 1)
      problems.push(`${fullName(def)}: the number of copies must be a whole number from 1.`);
    else defs.push([def, copies]);
  }
  const navis = defs.filter(([def]) => def.kind === 'navi').reduce((n, [, c]) => n + c, 0);
  if (navis !== 1) problems.push(`A deck needs exactly 1 NetNavi card (this one has ${navis}).`);
  const rest = defs.filter(([def]) => def.kind !== 'navi').reduce((n, [, c]) => n + c, 0);
  if (rest !== others)
    problems.push(`A deck needs ${others} cards besides its NetNavi (this one has ${rest}).`);
  for (const [def, copies] of defs) {
    if (copies > MAX_COPIES)
      problems.push(`At most ${MAX_COPIES} copies of ${fullName(def)} (this deck has ${copies}).`);
  }
  return problems;
}

/**
 * A deck list written by a player, one entry a line (or separated by `;`): a count, then the
 * card's id or printed name with subtitle, e.g. `1 GutsMan; 4 Tornado; 3 Rio, NetBattler`.
 * Returns the list or the entries it could not read, each named with its line.
 */
export function parseDeckList(text: string): { list: DeckList; problems: string[] } {
  const list: DeckList = {};
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `on line ${index + 1}`;
    for (const raw of line.split(';')) {
      const entry = raw.trim();
      if (!entry) continue;
      const match = /^(\d+)\s*x?\s+(.+)$/i.exec(entry);
      if (!match) {
        problems.push(
          `Cannot read "${entry}" ${where}: write a count, then the card (e.g. "4 Tornado").`,
        );
        continue;
      }
      const named = match[2].trim();
      const def = CARDS.find(
        (c) => c.id === named.toLowerCase() || fullName(c).toLowerCase() === named.toLowerCase(),
      );
      if (!def) {
        problems.push(`Unknown card '${named}' ${where}.`);
        continue;
      }
      list[def.id] = (list[def.id] ?? 0) + Number(match[1]);
    }
  });
  return { list, problems };
}

/** A custom list's problems: unreadable lines first, then the deck-building rules. */
export function customDeckRefusals(text: string): string[] {
  const { list, problems } = parseDeckList(text);
  return problems.length ? problems : deckRefusals(list);
}

/** Card instances of a list for one seat: `p<seat>:<card>#<copy>`; the NetNavi apart. */
export function buildDeck(list: DeckList, seat: string): { navi: string; cards: string[] } {
  let navi = '';
  const cards: string[] = [];
  for (const [id, copies] of Object.entries(list)) {
    for (let copy = 1; copy <= copies; copy++) {
      const instance = `p${seat}:${id}#${copy}`;
      if (cardDef(id).kind === 'navi') navi = instance;
      else cards.push(instance);
    }
  }
  return { navi, cards };
}

/**
 * The cards of a list that its own NetNavi and resources can never play: a colour or emblem
 * requirement beyond what they can put in play at once (resources are unique by name, so each
 * name counts once; a resource cannot count towards itself), or more power than a gauge holds.
 * A name counts for every colour and emblem its cards in the list carry: no card of the pool
 * needs two colours at once, so two subtitles of one name (Lan, Student is blue, Lan,
 * NetBattler green) never have to be in play together to meet one card's needs.
 */
export function unplayableCards(list: DeckList): string[] {
  const defs = Object.keys(list).map((id) => cardDef(id));
  const navi = defs.find((def) => def.kind === 'navi');
  const resources = defs.filter((def) => def.kind === 'resource');
  const namesWith = (test: (def: CardDef) => boolean, except: string) =>
    new Set(resources.filter((r) => r.name !== except && test(r)).map((r) => r.name)).size;
  return defs
    .filter((def) => {
      const { power = 0, colours = {}, emblems = {} } = def.needs;
      if (power > GAUGE_SIZE) return true;
      const except = def.kind === 'resource' ? def.name : '';
      for (const colour of COLOURS)
        if ((colours[colour] ?? 0) > namesWith((r) => r.colour === colour, except)) return true;
      for (const emblem of EMBLEMS) {
        const have =
          (navi?.emblem === emblem ? 1 : 0) + namesWith((r) => r.emblem === emblem, except);
        if ((emblems[emblem] ?? 0) > have) return true;
      }
      return false;
    })
    .map(fullName);
}
