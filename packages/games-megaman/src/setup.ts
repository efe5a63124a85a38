/**
 * Preparing for play: each seat's deck from its setup choice (a demo deck, or the player's own
 * list checked against the deck-building rules), the NetNavi in play, the destiny cut for who
 * goes first, and the opening hands of 4. A seat whose deck is "chosen by the player at the
 * table" (`OWN_DECK`) brings it with a secret move first (`bring-deck.ts`); the deal waits for it.
 */
import { invalidSetupData, type Randomness } from '@gridplay/core';
import { buildDeck, customDeckRefusals, demoDeck, parseDeckList, type DeckList } from './decks';
import { OWN_DECK } from './deck-choice';
import { drawCards } from './effects';
import { meta } from './meta';
import { destinyCut, narrateDestinyCut } from './phases/0-destiny-cut';
import {
  emptyMainPhase,
  OPENING_HAND,
  seatLabel,
  SEATS,
  type MegaManState,
  type Seat,
  type SeatState,
} from './state';

export interface SetupData {
  deck0?: string;
  deck1?: string;
  list0?: string;
  list1?: string;
  firstPlayerSkipsFirstDraw?: boolean;
}

/** Each seat's demo deck when the setup names none (and what a bot brings to the table). */
export const DEFAULT_DECK: Record<Seat, string> = { '0': 'gutsman', '1': 'torchman' };

/** Why the setup data cannot start a match (each broken deck-building rule named), or undefined. */
export function setupRefusal(setupData: unknown, numPlayers: number): string | undefined {
  const basic = invalidSetupData(meta, setupData, numPlayers);
  if (basic) return basic;
  const data = (setupData ?? {}) as SetupData;
  const problems: string[] = [];
  for (const seat of SEATS) {
    const list = data[`list${seat}`];
    if (list && list.trim()) {
      const broken = customDeckRefusals(list);
      if (broken.length) problems.push(`${seatLabel(seat)}'s deck list: ${broken.join(' ')}`);
    }
  }
  return problems.length ? problems.join(' ') : undefined;
}

/** The seat's deck as its setup names it; undefined when its player brings one at the table. */
function listFor(data: SetupData, seat: Seat): { name: string; list: DeckList } | undefined {
  const custom = data[`list${seat}`];
  if (custom && custom.trim()) return { name: 'custom', list: parseDeckList(custom).list };
  const key = data[`deck${seat}`] ?? DEFAULT_DECK[seat];
  if (key === OWN_DECK) return undefined;
  const deck = demoDeck(key);
  if (!deck) throw new Error(`There is no demo deck "${key}".`);
  return { name: deck.key, list: deck.cards };
}

/** A seat's piles with its whole deck in the deck (unshuffled: the deal shuffles). */
export function seatWithDeck(seat: Seat, name: string, list: DeckList): SeatState {
  const { navi, cards } = buildDeck(list, seat);
  return {
    deckName: name,
    navi,
    deck: cards,
    hand: [],
    gauge: [],
    resources: [],
    discard: [],
    list: [...cards].sort(),
  };
}

/** A seat whose player has not brought a deck yet: nothing at all. */
const seatAwaitingDeck = (): SeatState => ({
  deckName: '',
  navi: '',
  deck: [],
  hand: [],
  gauge: [],
  resources: [],
  discard: [],
  list: [],
});

export function setup(
  { random, ctx }: { random: Randomness; ctx: { numPlayers: number } },
  setupData?: unknown,
): MegaManState {
  const problem = setupRefusal(setupData, ctx.numPlayers);
  if (problem) throw new Error(problem);
  const data = (setupData ?? {}) as SetupData;
  const seats = {} as Record<Seat, SeatState>;
  const bringing: Seat[] = [];
  for (const seat of SEATS) {
    const chosen = listFor(data, seat);
    if (chosen) seats[seat] = seatWithDeck(seat, chosen.name, chosen.list);
    else {
      seats[seat] = seatAwaitingDeck();
      bringing.push(seat);
    }
  }
  const G: MegaManState = {
    seats,
    first: '0',
    cuts: [],
    turnNumber: 0,
    activeSeat: '0',
    pending: null,
    resourcesPlayed: 0,
    main: emptyMainPhase(),
    modifiers: [],
    lastBattle: null,
    loser: null,
    narration: [],
  };
  // Kept in the state only when on, so a match under the seed's rules is as it always was.
  if (data.firstPlayerSkipsFirstDraw) G.firstPlayerSkipsFirstDraw = true;
  if (bringing.length) G.bringing = bringing;
  else deal(G, random);
  return G;
}

/** Once every seat has its deck: the destiny cut, then shuffled decks and the opening hands. */
export function deal(G: MegaManState, random: Randomness): void {
  for (const seat of SEATS) G.seats[seat].deck = random.Shuffle(G.seats[seat].deck);
  destinyCut(G, random);
  for (const seat of SEATS) {
    G.seats[seat].deck = random.Shuffle(G.seats[seat].deck);
    drawCards(G, seat, OPENING_HAND);
  }
  G.activeSeat = G.first;
  narrateDestinyCut(G);
}
