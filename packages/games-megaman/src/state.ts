/**
 * The state of a match (boardgame.io `G`): plain JSON. Cards are instance ids (`p0:cannon#2`,
 * the prefix naming the owner); every card of a seat is always in exactly one of its zones: deck,
 * hand, power gauge, resources in play, discard (or, for an instant, revealed by a blast).
 */
import type { HiddenZone, Narrated } from '@gridplay/core';
import type { MainAction } from './main-action';

export const SEATS = ['0', '1'] as const;
export type Seat = (typeof SEATS)[number];

export const OPENING_HAND = 4;
export const HAND_LIMIT = 5;
export const GAUGE_SIZE = 5;
export const RESOURCE_PLACES = 4;
export const RESOURCES_PER_PHASE = 4;

export type Stat = 'strength' | 'defense' | 'blast';

/** A bonus or penalty that lasts until the end of the turn ("effects end with the turn"). */
export interface Modifier {
  seat: Seat;
  stat: Stat;
  amount: number;
  /** The card (or `blast`) that made it; canceling that card removes it. */
  source: string;
}

export interface SeatState {
  /** The demo deck's key, `custom`, or empty while its player has yet to bring a deck. */
  deckName: string;
  navi: string;
  /** Top of the deck is index 0. Each card in it is one energy. */
  deck: string[];
  hand: string[];
  /** Face down, oldest first (position 1); the newest (right-most) is the last. */
  gauge: string[];
  resources: string[];
  discard: string[];
  /**
   * Every card of the deck list, sorted. A demo deck's list is public; a custom list is its
   * owner's secret (RULINGS §5): the other seat and spectators see only its size.
   */
  list: string[];
}

/** A custom deck list is its owner's secret; a demo deck's is public. */
export const listIsSecret = (piles: { deckName: string }): boolean => piles.deckName === 'custom';

/** The decisions of a turn, each a boardgame.io stage held by one seat. */
export type Stage = 'discardDown' | 'resources' | 'main' | 'chooseDestiny';

/** What a seat is doing while it holds each stage, in the table's words. */
export const STAGE_WORDS: Record<Stage, string> = {
  discardDown: 'discarding down to 5',
  resources: 'playing resources',
  main: 'taking a main-phase action',
  chooseDestiny: 'choosing a blast destiny',
};

export interface Pending {
  seat: Seat;
  stage: Stage;
}

/** What happened in this main phase, per seat. */
export interface MainPhaseRecord {
  chip: Record<Seat, { card: string; canceled: boolean } | null>;
  blast: { revealed: string[]; chosen: string | null; canceled: boolean } | null;
  /** Passes in a row; two end the main phase. */
  passes: number;
  /** The last thing done in the main phase (for the table), or null before the first. */
  lastAction: MainAction | null;
}

export interface BattleRecord {
  attacker: Seat;
  strength: number;
  defense: number;
  damage: number;
  /** Energy actually lost (less than the damage when the deck ran out). */
  lost: number;
}

export interface MegaManState extends Narrated {
  seats: Record<Seat, SeatState>;
  /**
   * Seats still to bring their deck at the table (setup option "chosen by the player"); until
   * none is left no card is dealt, and such a seat has no deck yet (`deckName` empty).
   */
  bringing?: Seat[];
  /** The variant "the first player skips the first draw" (setup option; absent = off). */
  firstPlayerSkipsFirstDraw?: boolean;
  /** Who goes first, and the destiny cuts that decided it (one pair per cut). */
  first: Seat;
  cuts: Array<Record<Seat, number>>;
  turnNumber: number;
  /** Whose turn it is. */
  activeSeat: Seat;
  pending: Pending | null;
  /** Resources played in this resource phase. */
  resourcesPlayed: number;
  main: MainPhaseRecord;
  modifiers: Modifier[];
  lastBattle: BattleRecord | null;
  /** Set the moment a seat's deck has no card left. */
  loser: Seat | null;
  /** What the rules did on their own, in words, until the next move's log line tells it. */
  narration: string[];
}

/** One seat's view of a seat: hidden zones become sizes. */
export interface SeatView extends Omit<SeatState, 'deck' | 'hand' | 'gauge' | 'list'> {
  deck: HiddenZone;
  /** A custom list: hidden from the others, and its owner sees the designs (`p0:cannon#2` → `cannon`). */
  list: string[] | HiddenZone;
  hand: string[] | HiddenZone;
  /** Face down for everyone, its owner included. */
  gauge: HiddenZone;
}

export type MegaManView = Omit<MegaManState, 'seats'> & { seats: Record<Seat, SeatView> };

/** Code that reads only public facts works on the state and on a view alike. */
export type AnyState = MegaManState | MegaManView;

export const opponentOf = (seat: Seat): Seat => (seat === '0' ? '1' : '0');
export const seatLabel = (seat: string): string => `Player ${Number(seat) + 1}`;
export const emptyMainPhase = (): MainPhaseRecord => ({
  chip: { '0': null, '1': null },
  blast: null,
  passes: 0,
  lastAction: null,
});
