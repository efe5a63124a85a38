/**
 * The decision in words: what the player has picked so far on the board (a card, a Crusher,
 * a cell) and the dock's one line saying what is being decided now.
 */
import { CARD_NAMES, isRegular, type CardKind } from '../cards';
import { cellName } from '../grid';
import type { AnyState, Choice, PlayerId } from '../state';

/** What the player has picked on the board so far, before a move is sent. */
export interface Pick {
  card?: CardKind;
  piece?: number;
  cell?: number;
}

export function describeChoice(choice: Choice, size: number): string {
  switch (choice.card) {
    case 'cutTail':
      return `Cut Tail (${choice.turn})`;
    case 'retractTail':
      return `Retract Tail to ${choice.length}`;
    case 'crusher':
      return `Crusher ${cellName(choice.edge[0], size)}|${cellName(choice.edge[1], size)}`;
    default:
      return 'distance' in choice && choice.distance
        ? `${CARD_NAMES[choice.card]} ×${choice.distance}`
        : CARD_NAMES[choice.card];
  }
}

/** The dock's title: the decision now, in a few words (undefined when there is none). */
export function decisionTitle(
  G: AnyState,
  me: PlayerId,
  stage: string | undefined,
  pick: Pick,
  crashWarned: boolean,
): string | undefined {
  if (stage === 'place')
    return pick.cell === undefined
      ? 'Place your cycle: click an empty cell for its head.'
      : `Head on ${cellName(pick.cell, G.size)}: click a neighbour for its first trail cell.`;
  if (stage === 'respawn')
    return 'Respawn: click a green cell next to your head (you face away from it).';
  if (stage === 'dash')
    return `${CARD_NAMES[G.resolution?.revealed[me]?.card ?? 'dash']}: which way?`;
  const mine = G.choices[me];
  if (mine && 'card' in mine)
    return `You play ${describeChoice(mine, G.size)}. Waiting for the others…`;
  if (stage !== 'choose') return undefined;
  if (pick.card === 'crusher') {
    if (G.crushers.every((c) => c.edge !== null) && pick.piece === undefined)
      return 'Crusher: all three stand. Which one moves?';
    return pick.cell === undefined
      ? 'Crusher: click a highlighted cell beside the line you want.'
      : `Crusher beside ${cellName(pick.cell, G.size)}: which side?`;
  }
  if (pick.card === 'cutTail') return 'Cut Tail: which way?';
  if (pick.card === 'retractTail') return 'Retract Tail: keep how many trail cells?';
  if (pick.card && isRegular(pick.card) && G.overDrive)
    return `Over-Drive: click a numbered cell to drive ${CARD_NAMES[pick.card].toLowerCase()} that far.`;
  return `Round ${G.round}: pick a card${crashWarned ? ' (✕ marks a crash)' : ''}.`;
}
