/** Words and faces for the board: a card's face props, and each offered move as a button label. */
import type { AiMove } from '@gridplay/core';
import type { CardFaceProps } from '@gridplay/core/table';
import { cardDef, cardTitle, KIND_LABEL, type Colour } from '../cards';

export const COLOUR_CSS: Record<Colour, string> = {
  red: '#ff5a5a',
  blue: '#4aa8ff',
  green: '#4cd97b',
  yellow: '#ffd23f',
};

export function faceOf(card: string, size: 'sm' | 'md' = 'md'): CardFaceProps {
  const def = cardDef(card);
  const type = [KIND_LABEL[def.kind], def.colour, def.emblem && `${def.emblem} emblem`]
    .filter(Boolean)
    .join(' · ');
  return {
    title: def.name,
    subtitle: def.subtitle,
    kind: type,
    corner: def.kind === 'navi' ? undefined : String(def.destiny),
    text: def.text,
    accent: def.colour ? COLOUR_CSS[def.colour] : '#9fb4d8',
    size,
  };
}

const cardArg = (move: AiMove, index: number) => String(move.args?.[index] ?? '');

export function moveLabel(move: AiMove): string {
  if (!('move' in move)) return move.event;
  const card = cardArg(move, 0);
  const choice = move.args?.[1] === undefined ? '' : cardTitle(cardArg(move, 1));
  const withChoice = (verb: string) => {
    if (!choice) return `${verb} ${cardTitle(card)}`;
    const how = cardDef(card).choice === 'handCard' ? `, discarding ${choice}` : ` on ${choice}`;
    return `${verb} ${cardTitle(card)}${how}`;
  };
  switch (move.move) {
    case 'pass':
      return 'Pass';
    case 'blast':
      return 'Blast';
    case 'endResources':
      return 'Done with resources';
    case 'discardDown':
      return `Discard ${cardTitle(card)}`;
    case 'playResource':
      return `Play resource ${cardTitle(card)}`;
    case 'chooseDestiny':
      return `Destiny ${cardDef(card).destiny} (${cardTitle(card)}, ${cardDef(card).colour})`;
    case 'playChip':
      return withChoice('BattleChip');
    case 'playEvent':
      return withChoice('Event');
    case 'spend':
      return withChoice('Spend');
    default:
      return move.move;
  }
}

/** The card a move is about (its first argument), if any. */
export const subjectOf = (move: AiMove): string | undefined =>
  'move' in move && typeof move.args?.[0] === 'string' ? move.args[0] : undefined;
