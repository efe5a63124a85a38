/**
 * Decisions taken for the player at once. Disc Battle hides nothing from the seats (see view.ts),
 * so a decision with one legal choice, such as a program knocked down that can only stand up, is
 * as plain to every other seat as to its own: taking it at once reveals nothing.
 */
import type { ForcedMove } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { enumerate } from './legal-moves';
import type { State } from './state';

export function forcedMove(
  { G, ctx }: { G: State; ctx: Ctx },
  playerID: PlayerID,
): ForcedMove | undefined {
  // Only where `enumerate` lists every legal decision: a reaction's options, or a Prone
  // program's (it can only stand, hold or recall). A program on its feet has countless aims.
  const listsAll = G.reaction?.reactor === playerID || G.programs[playerID]?.prone === true;
  const choices = enumerate(G, ctx, playerID);
  return listsAll && choices.length === 1
    ? { choice: choices[0], because: 'it was your only move' }
    : undefined;
}
