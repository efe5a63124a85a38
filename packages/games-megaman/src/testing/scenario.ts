/**
 * Scenario set-up for the rule tests: a real match, patched to the position a rule talks about
 * (cards named by design id, e.g. `hand(G, '0', 'cannon', 'rival')`), then played with real moves.
 */
import { LocalMatch } from '@gridplay/core';
import type { LogEntry } from 'boardgame.io';
import { defOf } from '../cards';
import { game } from '../game';
import {
  emptyMainPhase,
  type MegaManState,
  type MegaManView,
  type Seat,
  type Stage,
} from '../state';

export const P1: Seat = '0';
export const P2: Seat = '1';

export function newMatch(setupData: Record<string, string | boolean> = {}, seed = 'scenario') {
  return new LocalMatch<MegaManState, MegaManView>(game, {
    numPlayers: 2,
    seed,
    setupData: { deck0: 'gutsman', deck1: 'torchman', list0: '', list1: '', ...setupData },
  });
}

let extra = 0;

/** Take one card of `design` from the seat's deck, discard, hand or gauge — or make one. */
function pull(G: MegaManState, seat: Seat, design: string, into?: string[]): string {
  const piles = G.seats[seat];
  const zones = [piles.deck, piles.discard, piles.hand, piles.gauge, piles.resources];
  for (const zone of zones.filter((z) => z !== into)) {
    const index = zone.findIndex((card) => defOf(card) === design);
    if (index !== -1) return zone.splice(index, 1)[0];
  }
  // Not in this deck (a pool card): a new instance, added to the list too.
  const card = `p${seat}:${design}#${50 + ++extra}`;
  piles.list.push(card);
  return card;
}

/** Replace a zone's cards by these designs (the old ones go to the bottom of the deck). */
function setZone(
  G: MegaManState,
  seat: Seat,
  zone: 'hand' | 'gauge' | 'resources' | 'discard',
  designs: string[],
): string[] {
  const piles = G.seats[seat];
  piles.deck.push(...piles[zone].splice(0));
  for (const design of designs) piles[zone].push(pull(G, seat, design, piles[zone]));
  return piles[zone];
}

export const setHand = (G: MegaManState, seat: Seat, ...designs: string[]) =>
  setZone(G, seat, 'hand', designs);
/** The gauge, oldest first (the last design is the newest, right-most card). */
export const setGauge = (G: MegaManState, seat: Seat, ...designs: string[]) =>
  setZone(G, seat, 'gauge', designs);
export const setResources = (G: MegaManState, seat: Seat, ...designs: string[]) =>
  setZone(G, seat, 'resources', designs);
/** Keep the first `size` cards of a seat's deck: its energy, for the cards that compare it. */
export const setEnergy = (G: MegaManState, seat: Seat, size: number) => {
  G.seats[seat].deck = G.seats[seat].deck.slice(0, size);
};
export const setDiscard = (G: MegaManState, seat: Seat, ...designs: string[]) =>
  setZone(G, seat, 'discard', designs);

/** Put these designs on top of the seat's deck, in order. */
export function stackDeck(G: MegaManState, seat: Seat, ...designs: string[]): void {
  const cards = designs.map((design) => pull(G, seat, design));
  G.seats[seat].deck.unshift(...cards);
}

/** Cut the deck down to its top `count` cards (the rest to the discard). */
export function deckOf(G: MegaManState, seat: Seat, count: number): void {
  const piles = G.seats[seat];
  piles.discard.push(...piles.deck.splice(count));
}

/**
 * The match at `seat`'s turn, in the given stage with `seat` (or `holder`) to decide; `setUp`
 * arranges the cards. The main phase starts fresh (no passes, no chip, no blast).
 */
export interface AtOptions {
  turn?: Seat;
  stage?: Stage;
  holder?: Seat;
  setupData?: Record<string, string>;
}

export function at(setUp: (G: MegaManState) => void, options: AtOptions = {}) {
  const { turn = P1, stage = 'main', holder = turn, setupData = {} } = options;
  const match = newMatch(setupData);
  return match.patch(
    (G) => {
      G.activeSeat = turn;
      G.pending = { seat: holder, stage };
      G.main = emptyMainPhase();
      G.modifiers = [];
      G.resourcesPlayed = 0;
      setUp(G);
    },
    {
      currentPlayer: turn,
      playOrderPos: Number(turn),
      activePlayers: { [holder]: stage },
    },
  );
}

export const names = (cards: readonly string[]) => cards.map(defOf);

/** A big defense for `seat` this turn, so a battle does no damage (the test is about something else). */
export function shield(G: MegaManState, seat: Seat): void {
  G.modifiers.push({ seat, stat: 'defense', amount: 20, source: 'test-shield' });
}

/** Swap the seat's NetNavi for another (to keep a NetNavi's "whenever" out of a test). */
export function setNavi(G: MegaManState, seat: Seat, design: string): void {
  G.seats[seat].navi = `p${seat}:${design}#1`;
}

/** The match log's line for the last move: its `describe` and what the rules did on their own. */
export function lastLogLine(match: { state: unknown }): string | undefined {
  const log = (match.state as { deltalog?: LogEntry[] }).deltalog ?? [];
  const moves = log.filter((entry) => entry.action.type === 'MAKE_MOVE');
  return (moves[moves.length - 1]?.metadata as { text?: string } | undefined)?.text;
}
