/**
 * Labels for the balance report (`npm run balance -- matrix`): the win conditions in words, and
 * the card a move plays (Events, Missions, cards taken or brought into play, Combat casualties)
 * instead of the move's name, so a designer sees which cards are played and how their players did.
 */
import type { BalanceSupport } from '@gridplay/core';
import { cardName } from './cards';
import { BASIC } from './moves/mission';
import type { MatrixState } from './state';
import type { Gameover, WinReason } from './victory';

export const WIN_CONDITION_LABEL: Record<WinReason, string> = {
  missions: '20 Mission Points',
  neo: 'Neo killed',
  ship: 'Nebuchadnezzar destroyed',
  zion: '20 Time counters',
};

/** Moves whose argument is the card they play, and the words the report puts before it. */
const CARD_MOVES: Record<string, string> = {
  playEvent: 'Event',
  attemptMission: 'Mission',
  takeCard: 'take',
  recallCharacter: 'recall',
  // Which characters come into play and which die in Combat: whether each card earns its place.
  bringIn: 'bring in',
  chooseCasualty: 'casualty',
};

export const balance: BalanceSupport<MatrixState> = {
  winCondition: (gameover) => {
    const reason = (gameover as Gameover | undefined)?.reason;
    return reason ? WIN_CONDITION_LABEL[reason] : undefined;
  },
  moveLabel: (_G, _ctx, _seat, choice) => {
    if (!('move' in choice) || !(choice.move in CARD_MOVES)) return undefined;
    const card = String(choice.args?.[0]);
    const name = card === BASIC ? 'Basic Mission' : cardName(card);
    return `${CARD_MOVES[choice.move]}: ${name}`;
  },
};
