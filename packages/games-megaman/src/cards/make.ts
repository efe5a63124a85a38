/** The two ways a card is printed: a NetNavi (one in a deck, no destiny or colour) and the rest. */
import type { CardDef } from './types';

export const navi = (
  def: Omit<CardDef, 'kind' | 'copies' | 'destiny' | 'colour' | 'needs'>,
): CardDef => ({ ...def, kind: 'navi', copies: 1, destiny: 0, colour: null, needs: {} });

export const card = (def: Omit<CardDef, 'copies'>): CardDef => ({ ...def, copies: 4 });
