/**
 * A main-phase action as data — who did what with which card — and its words: the whole sentence
 * (the move's log line, the table's tooltip) and the few words the dock's title has room for.
 * The rules record the data; the table never has to read a sentence back.
 */
import { cardDef, cardTitle } from './cards';
import { seatLabel, type Seat } from './state';

export type MainAction =
  /** A card played from hand, or a resource spent; `choice` is its target or its cost. */
  | { seat: Seat; kind: 'event' | 'chip' | 'spend'; card: string; choice?: string }
  /** A blast: the cards it revealed and the one whose destiny it took. */
  | { seat: Seat; kind: 'blast'; revealed: string[]; chosen: string }
  | { seat: Seat; kind: 'pass' };

type CardAction = Extract<MainAction, { card: string }>;

/** A card's action; its choice only when it has one (the state is JSON: no undefined). */
export function cardAction(
  seat: Seat,
  kind: CardAction['kind'],
  card: string,
  choice?: string,
): CardAction {
  return choice === undefined ? { seat, kind, card } : { seat, kind, card, choice };
}

const VERB = { event: 'plays the event', chip: 'plays the BattleChip', spend: 'spends' } as const;

/** The whole sentence: "Player 2 spends Show No Mercy, discarding Cannon." */
export function mainActionWords(action: MainAction): string {
  const who = seatLabel(action.seat);
  switch (action.kind) {
    case 'pass':
      return `${who} passes.`;
    case 'blast': {
      const chosen = cardDef(action.chosen);
      const shown = action.revealed.map(cardTitle).join(', ');
      return `${who} blasts (${shown}) and takes destiny ${chosen.destiny} from ${cardTitle(action.chosen)} (${chosen.colour}).`;
    }
    default: {
      const { card, choice } = action;
      // A card that asks for a hand card is paid with it; any other choice is the card's target.
      const paid = cardDef(card).choice === 'handCard';
      const target = choice && !paid ? ` on ${cardTitle(choice)}` : '';
      const cost = choice && paid ? `, discarding ${cardTitle(choice)}` : '';
      return `${who} ${VERB[action.kind]} ${cardTitle(card)}${target}${cost}.`;
    }
  }
}

/**
 * The same in a few words: a blast says the destiny it took (not every card it revealed), a card
 * drops its target or cost, and a pass says how many passes are in a row (two end the phase).
 */
export function mainActionBrief(action: MainAction, passesInARow: number): string {
  const who = seatLabel(action.seat);
  switch (action.kind) {
    case 'pass':
      return `${who} passes (${passesInARow} of 2 passes).`;
    case 'blast':
      return `${who} blasts: destiny ${cardDef(action.chosen).destiny} (${cardTitle(action.chosen)}).`;
    default:
      return `${who} ${VERB[action.kind]} ${cardTitle(action.card)}.`;
  }
}
