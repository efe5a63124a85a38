/**
 * Decisions taken for the player at once. A respawned cycle facing the only free cell beside it
 * reveals nothing: the grid is open to every seat. Card choices are never forced (the four
 * Regular cards are always playable), and they are secret anyway.
 */
import type { ForcedMove } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { enumerate } from './legal-moves';
import type { AnyState } from './state';

export function forcedMove(
  { G, ctx }: { G: AnyState; ctx: Ctx },
  playerID: PlayerID,
): ForcedMove | undefined {
  if (ctx.activePlayers?.[playerID] !== 'respawn') return undefined;
  const choices = enumerate(G, ctx, playerID);
  return choices.length === 1
    ? { choice: choices[0], because: 'only one cell beside your cycle is free to face' }
    : undefined;
}
