/**
 * Pure questions the moves, the legal-move list and the board ask: may this cycle be placed,
 * this card played, this facing taken. Each refusal says which rule the move would break.
 */
import { CARD_NAMES, isRegular } from './cards';
import { cellName, directionBetween, edgeOf, isCell } from './grid';
import { crusherEdgeRefusal, crusherOn, occupancy, pieceToUse } from './occupancy';
import type { AnyState, Choice } from './state';

/** Setup: the head on any empty cell, the first trail cell on an empty neighbour. */
export function placementRefusal(
  G: AnyState,
  player: string,
  head: number,
  tail: number,
): string | undefined {
  if (G.seats[player].cycle.head !== null) return 'Your cycle is already on the Grid.';
  if (!isCell(head, G.size) || !isCell(tail, G.size))
    return `Cells are numbered 0 to ${G.size * G.size - 1}.`;
  const cells = occupancy(G);
  if (cells[head] !== null)
    return `${cellName(head, G.size)} is taken: put the head on an empty cell.`;
  if (directionBetween(tail, head, G.size) === null)
    return 'The first trail cell must be next to the head (up, down, left or right).';
  if (cells[tail] !== null)
    return `${cellName(tail, G.size)} is taken: put the trail on an empty cell.`;
  return undefined;
}

/** Why `player` may not play `choice` now, or undefined. Reads only what the player can see. */
export function choiceRefusal(G: AnyState, player: string, choice: Choice): string | undefined {
  const seat = G.seats[player];
  if (G.choices[player]) return 'You have already chosen your card for this round.';
  if (seat.cycle.head === null) return 'Your cycle is not on the Grid this round.';
  if (isRegular(choice.card)) {
    const distance = (choice as { distance?: number }).distance;
    if (!G.overDrive)
      return distance === undefined || distance === 1
        ? undefined
        : 'Outside Over-Drive a Regular card moves exactly 1 cell.';
    if (distance === undefined)
      return 'In Over-Drive, choose how many cells to move with the card.';
    if (distance < 1 || distance > G.size - 1)
      return `In Over-Drive a Regular move goes 1 to ${G.size - 1} cells.`;
    return undefined;
  }
  const hand = Array.isArray(seat.hand) ? seat.hand : [];
  if (!hand.some((card) => card.def === choice.card))
    return `You have no ${CARD_NAMES[choice.card]} card in hand.`;
  if (choice.card === 'retractTail') {
    const length = seat.cycle.tail.length;
    if (choice.length < 1 || choice.length > Math.max(1, length))
      return `Retract Tail keeps 1 to ${Math.max(1, length)} trail cells.`;
  }
  if (choice.card === 'crusher') {
    const [a, b] = choice.edge;
    if (!isCell(a, G.size) || !isCell(b, G.size))
      return `Cells are numbered 0 to ${G.size * G.size - 1}.`;
    const unplaced = G.crushers.some((c) => c.edge === null);
    if (choice.piece !== undefined) {
      if (unplaced) return 'A Crusher not yet on the Grid must be used first.';
      if (choice.piece < 0 || choice.piece >= G.crushers.length)
        return `Crushers are numbered 0 to ${G.crushers.length - 1}.`;
    } else if (!unplaced) return 'All Crushers stand on the Grid: choose which one to move.';
    return crusherEdgeRefusal(G, edgeOf(a, b), pieceToUse(G, choice.piece));
  }
  return undefined;
}

/** Respawn: the first trail cell is an empty neighbour of the head, with no Crusher between. */
export function facingRefusal(G: AnyState, player: string, tail: number): string | undefined {
  const head = G.seats[player].cycle.head;
  if (head === null || G.seats[player].cycle.tail.length > 0) return 'You are not respawning now.';
  if (!isCell(tail, G.size) || directionBetween(tail, head, G.size) === null)
    return 'The first trail cell must be next to the head (up, down, left or right).';
  if (occupancy(G)[tail] !== null)
    return `${cellName(tail, G.size)} is taken: choose an empty neighbour.`;
  if (crusherOn(G, head, tail)) return 'A Crusher stands between the head and that cell.';
  return undefined;
}
