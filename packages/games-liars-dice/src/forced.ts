/**
 * A decision taken for the player: when no bid can top the current one (every die on the table
 * already bid), Dudo is the only move. Everyone can see that from the bid and the dice counts,
 * so playing it at once tells nobody anything. With Calza on there is always a second choice.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { ForcedMove } from '@gridplay/core';
import { enumerate } from './legal-moves';
import type { State, View } from './state';

export function forcedMove(
  { G, ctx }: { G: State | View; ctx: Ctx },
  playerID: PlayerID,
): ForcedMove | undefined {
  const choices = enumerate(G, ctx, playerID);
  if (choices.length !== 1 || !('move' in choices[0]) || choices[0].move !== 'dudo')
    return undefined;
  return { choice: choices[0], because: 'no bid can top the current one, so you call Dudo' };
}
