/**
 * The card pool: eight NetNavis and the Resources, Events and BattleChips of four colours, in
 * our own words. Each card's requirements, destiny number, colour and emblem are printed in its
 * table (one per colour, the NetNavis apart) with its effect beside it. The six cards of the
 * rule text's example of play are here (Asking for It, Rich Kid, Big Trouble, Show No Mercy,
 * Tornado, Rival) with their example behaviour and our own text.
 *
 * The tables' effects and conditions that read other cards are handed this index's `cardDef`
 * when they run (`CardLookup`), so no table imports the pool it belongs to.
 */
import { indexTable, defIdOf } from '@gridplay/core';
import { BLUE } from './blue';
import { GREEN } from './green';
import { NAVIS } from './navis';
import { RED } from './red';
import type { Seat } from '../state';
import type { CardDef } from './types';
import { YELLOW } from './yellow';

export * from './types';

export const CARDS: readonly CardDef[] = [...NAVIS, ...RED, ...BLUE, ...GREEN, ...YELLOW];

export const cardDef = indexTable(CARDS);
export const defOf = (card: string) => defIdOf(card);
/** The seat a card instance belongs to (`p1:cannon#2` → `1`). */
export const ownerOf = (card: string): Seat => card.slice(1, card.indexOf(':')) as Seat;
/** The name with its subtitle, as printed ("Rio, NetBattler"). */
export const fullName = (def: CardDef) =>
  def.subtitle ? `${def.name}, ${def.subtitle}` : def.name;
export const cardTitle = (card: string) => fullName(cardDef(card));
