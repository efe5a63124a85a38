import type { HiddenZone } from '@gridplay/core';

export interface State {
  deck: string[];
  hands: Record<string, string[]>;
  pile: string[];
  total: number;
  /** Who played the last card (the loser when the pile reaches the limit). */
  lastPlayer: string | null;
}

/** What one seat receives: the others' hands and the deck as sizes only. */
export interface View extends Omit<State, 'deck' | 'hands'> {
  deck: string[] | HiddenZone;
  hands: Record<string, string[] | HiddenZone>;
}
