/**
 * The cards. Every player always holds Forward, Left and Right; the Special deck is shared
 * (3 Dash, 3 Uber-Dash, 3 Crusher, 1 Cut Tail, 1 Retract Tail, 1 Over-Drive), and played
 * Specials go back into it, reshuffled.
 */
import { expandDeck, type CardInstance, type CardTable, type CardDefinition } from '@gridplay/core';
import type { Turn } from './grid';

export type SpecialKind = 'dash' | 'uberDash' | 'crusher' | 'cutTail' | 'retractTail' | 'overDrive';
export type CardKind = Turn | SpecialKind;

export interface SpecialDefinition extends CardDefinition {
  readonly id: SpecialKind;
  /** What the card does, for the hand and the rules page. */
  readonly text: string;
}

export const SPECIALS: CardTable<SpecialDefinition> = [
  {
    id: 'dash',
    name: 'Dash',
    copies: 3,
    text: 'After the Regular moves, move 2 cells straight in a direction you choose then.',
  },
  {
    id: 'uberDash',
    name: 'Uber-Dash',
    copies: 3,
    text: 'After the Dashes, move 3 cells straight in a direction you choose after the Regular moves.',
  },
  {
    id: 'crusher',
    name: 'Crusher',
    copies: 3,
    text: 'Do not move. Place a Crusher on an edge between two cells; a cycle crossing it dies.',
  },
  {
    id: 'cutTail',
    name: 'Cut Tail',
    copies: 1,
    text: 'Move 1 cell; you may drive into a trail, cutting it there.',
  },
  {
    id: 'retractTail',
    name: 'Retract Tail',
    copies: 1,
    text: 'Do not move. Shorten your own trail to any length of at least 1.',
  },
  {
    id: 'overDrive',
    name: 'Over-Drive',
    copies: 1,
    text: 'Do not move. From next round, Over-Drive is switched on (or off).',
  },
];

export type SpecialCard = CardInstance<SpecialKind>;

export const specialDeck = (): SpecialCard[] => expandDeck(SPECIALS, 'special');

export const CARD_NAMES: Record<CardKind, string> = {
  forward: 'Forward',
  left: 'Left',
  right: 'Right',
  dash: 'Dash',
  uberDash: 'Uber-Dash',
  crusher: 'Crusher',
  cutTail: 'Cut Tail',
  retractTail: 'Retract Tail',
  overDrive: 'Over-Drive',
};

export const REGULAR_TEXT = 'Turn (no U-turn) and move 1 cell; in Over-Drive, any number of cells.';

export const isRegular = (kind: CardKind): kind is Turn =>
  kind === 'forward' || kind === 'left' || kind === 'right';

/** Resolution order of the card types (the rulebook's priority order). */
export const RESOLUTION_ORDER = [
  'regular',
  'cutTail',
  'retractTail',
  'dash',
  'uberDash',
  'crusher',
  'overDrive',
] as const;
export type ResolutionStep = (typeof RESOLUTION_ORDER)[number];

export const CRUSHER_PIECES = 3;
