import { expandDeck, indexTable, type CardDefinition } from '@gridplay/core';

export interface NumberCard extends CardDefinition {
  readonly value: number;
}

/** Eight copies of each value 1–5. */
export const CARDS: readonly NumberCard[] = [1, 2, 3, 4, 5].map((value) => ({
  id: `v${value}`,
  name: String(value),
  copies: 8,
  value,
}));

export const cardOf = indexTable(CARDS);
export const valueOf = (cardId: string) => cardOf(cardId).value;
export const newDeck = () => expandDeck(CARDS, 'pile').map((card) => card.id);

/** The pile total at which the player who reached it loses. */
export const LIMIT = 31;
export const HAND_SIZE = 3;
