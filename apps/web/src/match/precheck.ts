/**
 * What an online client can tell before sending a move: whether this seat may act at all and
 * whether the move exists now. The rest (the move's own rule) only the server can judge, since
 * the client holds a playerView, not the state.
 */
import { activePlayersOf, movesAvailableTo, whyRefused } from '@gridplay/core';
import type { Ctx, Game } from 'boardgame.io';

export function refusedBeforeSending(
  game: Game,
  state: { G: unknown; ctx: Ctx },
  playerID: string | null,
  moveName: string,
): string | undefined {
  const canAct = playerID !== null && activePlayersOf(state.ctx).includes(playerID);
  const exists =
    canAct &&
    Object.prototype.hasOwnProperty.call(movesAvailableTo(game, state.ctx, playerID), moveName);
  if (canAct && exists) return undefined;
  // whyRefused words the activity / availability rule; its move check is never reached here.
  return whyRefused(game, state, playerID, moveName, []) ?? 'That move is not possible right now.';
}
