/**
 * Which boardgame.io events a client may send. The stock server runs any event any active client
 * sends (`endGame({ winner })`, `setPhase`, …). Here a seat may only end its own turn or stage,
 * when the game allows those events, or send an event the game's `ai.enumerate` offers it.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { GridplayGame } from '@gridplay/core';
import { seatState } from './seat-view';

function minMovesOf(game: GridplayGame, ctx: Ctx): number | undefined {
  const phase = ctx.phase ? game.phases?.[ctx.phase] : undefined;
  return (phase?.turn ?? game.turn)?.minMoves;
}

function offeredByRules(
  game: GridplayGame,
  state: { G: unknown; ctx: Ctx },
  playerID: PlayerID,
  event: string,
): boolean {
  try {
    const view = seatState(game, state as never, playerID);
    return game.ai
      .enumerate(view.G, view.ctx, playerID)
      .some((choice) => 'event' in choice && choice.event === event);
  } catch {
    return false;
  }
}

export function whyEventRefused(
  game: GridplayGame,
  state: { G: unknown; ctx: Ctx },
  playerID: PlayerID,
  event: unknown,
): string | undefined {
  const { ctx } = state;
  if (typeof event !== 'string') return 'Malformed event.';
  if (ctx.gameover !== undefined) return 'The game is over.';
  const events = (game.events ?? {}) as Record<string, boolean | undefined>;
  if (events[event] === false) return `"${event}" is not part of this game.`;
  if (offeredByRules(game, state, playerID, event)) return undefined;
  switch (event) {
    case 'endTurn': {
      if (ctx.currentPlayer !== playerID)
        return `It is not your turn (waiting for player ${Number(ctx.currentPlayer) + 1}).`;
      if (ctx.activePlayers && !(playerID in ctx.activePlayers))
        return 'You cannot end the turn while others must act.';
      const minMoves = minMovesOf(game, ctx);
      if (minMoves && ctx.numMoves !== undefined && ctx.numMoves < minMoves) {
        return `You must make ${minMoves} move${minMoves > 1 ? 's' : ''} before ending your turn.`;
      }
      return undefined;
    }
    case 'endStage':
      return ctx.activePlayers?.[playerID] ? undefined : 'You are not in a stage you could end.';
    default:
      return `Players cannot send "${event}": only the rules of the game may.`;
  }
}
