/**
 * What a card is, by kind — the types the state and the card table share. The table itself,
 * with each card's effect, is `cards.ts`; keeping the kinds apart lets the state name its cards
 * without importing the effects (which read and change the state).
 */
import type { CardInstance } from '@gridplay/core';
import type { Turn } from './grid';

export type SpecialKind = 'dash' | 'uberDash' | 'crusher' | 'cutTail' | 'retractTail' | 'overDrive';
export type CardKind = Turn | SpecialKind;
export type SpecialCard = CardInstance<SpecialKind>;
