/** Words for the board's buttons: one label per decision `enumerate` (legal-moves.ts) offers. */
import type { AiMove } from '@gridplay/core';
import { cardDef, cardName, designDef } from '../cards';
import { skillValue } from '../rules';
import type { AnyState, Stage } from '../state';

const PASS_LABEL: Partial<Record<Stage, string>> = {
  mulligan: 'Keep this hand',
  downloadControl: 'Download nothing',
  downloadProgram: 'Download nothing',
  playStatus: 'No status card',
  attack: 'No attack',
  counter: 'Pass',
  respond: 'Pass',
  reEnergize: 'Let it be derezzed',
  erase: 'Do not erase',
  subRoutine: 'Pass',
};

export function moveLabel(G: AnyState, choice: AiMove): string {
  if (!('move' in choice)) return choice.event;
  const args = choice.args ?? [];
  const card = typeof args[0] === 'string' ? args[0] : '';
  switch (choice.move) {
    case 'pass':
      return PASS_LABEL[G.pending?.stage ?? 'counter'] ?? 'Pass';
    case 'mulligan':
      return 'Mulligan (show hand, redraw 6)';
    case 'discardExcess':
      return `Discard ${cardName(card)}`;
    case 'downloadControl':
    case 'downloadProgram':
      return `Download ${cardName(card)}${args[1] === 'rogue' ? ' at Rogue' : ''}`;
    case 'playStatus':
      return `Play ${cardName(card)}`;
    case 'attack':
      return `Attack: ${cardName(card)} (${cardDef(card).power})`;
    case 'commitSkill': {
      const cards = args[0] as string[];
      const added = cards.reduce((sum, c) => sum + skillValue(G, c), 0);
      const total = (G.attack?.total ?? 0) + added;
      return `Commit ${cards.map(cardName).join(' + ')} (+${added} → ${total}/${G.attack?.power ?? '?'})`;
    }
    case 'disorient':
      return 'Transport Disorientation (+1)';
    case 'chooseDerez':
      return `Derez ${cardName(card)}`;
    case 'reEnergize':
      return `Re-Energize ${G.attack?.derezTarget ? cardName(G.attack.derezTarget) : ''}`.trim();
    case 'erase':
      return `Erase the MCP with ${cardName(card)}`;
    case 'playSubRoutine':
      return args[1]
        ? `${cardName(card)}: take ${designDef(card, String(args[1])).name}`
        : `Play ${cardName(card)}`;
    default:
      return choice.move;
  }
}

/** The hand cards a decision uses (to highlight them). */
export function cardsOf(choice: AiMove): string[] {
  // pass names a decision, mulligan a number, chooseDerez a program in play: no hand cards.
  if (!('move' in choice) || ['pass', 'mulligan', 'chooseDerez'].includes(choice.move)) return [];
  const first = (choice.args ?? [])[0];
  if (Array.isArray(first)) return first as string[];
  return typeof first === 'string' ? [first] : [];
}
