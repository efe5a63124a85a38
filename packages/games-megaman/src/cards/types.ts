/**
 * What a card is: its kind, colour, emblem, requirements, printed text and the effect beside it.
 * The tables of the pool (one file per colour, the NetNavis apart) are written with these.
 */
import type { CardDefinition, Randomness } from '@gridplay/core';
import type { MegaManState, Seat } from '../state';

export const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];
export const EMBLEMS = [
  'GutsMan',
  'TorchMan',
  'MegaMan',
  'ProtoMan',
  'ElecMan',
  'WoodMan',
  'Roll',
  'IceMan',
] as const;
export type Emblem = (typeof EMBLEMS)[number];
export type CardKind = 'navi' | 'resource' | 'event' | 'chip';

export const KIND_LABEL: Record<CardKind, string> = {
  navi: 'NetNavi',
  resource: 'Resource',
  event: 'Event',
  chip: 'BattleChip',
};

/** What must be in play before a card may be played (nothing is used up). */
export interface Requirements {
  /** Cards in the power gauge ("power gauge lights"). */
  power?: number;
  /** Resources in play of each colour ("triangles"). */
  colours?: Partial<Record<Colour, number>>;
  /** Cards in play with each large emblem (NetNavi and resources; "small emblems"). */
  emblems?: Partial<Record<Emblem, number>>;
}

/**
 * Something that just completed, which a "whenever" may answer. `burn`: the actor made their
 * opponent burn a power (one happening for each power burned).
 */
export type HappeningKind = 'chip' | 'event' | 'spend' | 'blast' | 'cancel' | 'recharge' | 'burn';
export interface Happening {
  kind: HappeningKind;
  seat: Seat;
}

/**
 * The pool's lookup (`cardDef` of the cards index), handed to the effects and conditions that read
 * other cards: the colour tables are part of the pool, so they cannot import it.
 */
export type CardLookup = (card: string) => CardDef;

export interface EffectContext {
  G: MegaManState;
  /** Who plays or spends the card. */
  seat: Seat;
  random: Randomness;
  /** The card chosen for the effect's cost or target (a hand card, a resource in play). */
  choice?: string;
  /** Report what happened, for the "whenever" triggers that run once the card has completed. */
  happen: (kind: HappeningKind) => void;
  cardDef: CardLookup;
}

export interface Whenever {
  /** The happening it answers, and whose: `mine` = this card's owner did it. */
  on: HappeningKind;
  by: 'mine' | 'opponent';
  effect: (context: Omit<EffectContext, 'choice'>) => void;
}

/** The parts of the state `usable` reads: public facts and sizes only. */
export interface ReadonlyState {
  activeSeat: Seat;
  main: MegaManState['main'];
  seats: Record<Seat, { gauge: unknown; discard: string[]; resources: string[]; navi: string }>;
}

export interface CardDef extends CardDefinition {
  readonly kind: CardKind;
  readonly subtitle?: string;
  /** The number used for destiny (cuts and blasts); a NetNavi has none (0). */
  readonly destiny: number;
  readonly colour: Colour | null;
  /** The large emblem, counted for other cards' emblem requirements while in play. */
  readonly emblem?: Emblem;
  readonly needs: Requirements;
  /** The card's text, in our own words. */
  readonly text: string;
  readonly netOp?: boolean;
  /** NetNavi figures. */
  readonly strength?: number;
  readonly defense?: number;
  readonly blast?: number;
  /** A NetNavi's plan: how its deck means to win, in a few words (for the rules and the builder). */
  readonly plan?: string;
  /** Events and BattleChips: on play; Resources: the SPEND effect. */
  readonly effect?: (context: EffectContext) => void;
  /** A choice the effect needs: a card to discard from hand, or a resource in play. */
  readonly choice?: 'handCard' | 'opponentResource' | 'ownResource';
  /** Why the effect cannot be used now (beyond requirements), or undefined. */
  readonly usable?: (
    G: MegaManState | ReadonlyState,
    seat: Seat,
    cardDef: CardLookup,
  ) => string | undefined;
  readonly whenever?: Whenever;
}

/** A deck as counts by card id: `{ 'navi-megaman': 1, 'cannon': 4, … }`. */
export type DeckList = Record<string, number>;
