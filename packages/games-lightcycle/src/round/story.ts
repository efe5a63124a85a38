/**
 * The round's story for the match log: once all choices are revealed and the round resolved,
 * the move that resolved it writes what everyone played and what happened (moves, crashes,
 * captures, points) as its log line. Before the reveal its line says only that a card was
 * chosen, so the log never tells a secret early.
 */
import { CARD_NAMES } from '../cards';
import { cellName } from '../grid';
import { label } from '../names';
import type { Choice, LightcycleState } from '../state';

/** "Forward ×3", "Cut Tail (left)", "Crusher D4|D5". */
export function choiceWords(choice: Choice, size: number): string {
  switch (choice.card) {
    case 'cutTail':
      return `Cut Tail (${choice.turn})`;
    case 'retractTail':
      return `Retract Tail to ${choice.length}`;
    case 'crusher':
      return `Crusher ${cellName(choice.edge[0], size)}|${cellName(choice.edge[1], size)}`;
    default:
      return 'distance' in choice && choice.distance && choice.distance > 1
        ? `${CARD_NAMES[choice.card]} ×${choice.distance}`
        : CARD_NAMES[choice.card];
  }
}

/** The story of `round` if it has just been resolved, else undefined. */
export function roundStory(G: LightcycleState, round: number): string | undefined {
  const last = G.lastRound;
  if (!last || last.round !== round) return undefined;
  const plays = Object.entries(last.revealed).map(([player, choice]) => {
    const direction = last.dashTurns[player] ? ` (${last.dashTurns[player]})` : '';
    return `${label(player)} ${choiceWords(choice, G.size)}${direction}`;
  });
  const events = last.log.length > 0 ? ` ${last.log.join(' ')}` : ' Nobody crashes.';
  return `Round ${round}: ${plays.join(', ')}.${events}`;
}

/** Replaces the resolving move's log line by the round's story, if the round was resolved. */
export function tellRoundStory(
  context: { G: LightcycleState; log?: { setMetadata: (metadata: unknown) => void } },
  round: number,
): void {
  const story = roundStory(context.G, round);
  if (story) context.log?.setMetadata({ text: story });
}
