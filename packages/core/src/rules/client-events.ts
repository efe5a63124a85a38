/**
 * Which boardgame.io events a player may send. boardgame.io's reducer runs any event any active
 * player sends (`endGame({ winner })`, `setPhase`, `pass`…), even ones the game disables. Here a
 * seat may only end its own turn or stage, when the game allows those events, or send an event
 * the game's `ai.enumerate` offers it. The server and LocalMatch both ask this one rule, so a test
 * on LocalMatch refuses exactly what a player online is refused.
 */
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import type { GridplayGame } from '../contract/game-module';

function minMovesOf<G>(game: Game<G>, ctx: Ctx): number | undefined {
  const phase = ctx.phase ? game.phases?.[ctx.phase] : undefined;
  return (phase?.turn ?? game.turn)?.minMoves;
}

/** Whether the rules offer `event` to `playerID`: asked on that seat's own view, as a bot would. */
function offeredByRules<G>(
  game: Game<G>,
  state: { G: G; ctx: Ctx },
  playerID: PlayerID,
  event: string,
): boolean {
  const enumerate = (game as Partial<GridplayGame<G>>).ai?.enumerate;
  if (!enumerate) return false;
  try {
    const { G, ctx } = state;
    const view = game.playerView ? (game.playerView({ G, ctx, playerID }) as G) : G;
    return enumerate(view, ctx, playerID).some(
      (choice) => 'event' in choice && choice.event === event,
    );
  } catch {
    return false;
  }
}

/**
 * The reason `playerID` may not send `event` now, in player words; undefined when it may. The
 * turn rules are asked first and the game's `ai.enumerate` only when they refuse: a bot playout
 * ending a turn costs no enumeration.
 */
export function whyEventRefused<G>(
  game: Game<G>,
  state: { G: G; ctx: Ctx },
  playerID: PlayerID,
  event: unknown,
): string | undefined {
  const { ctx } = state;
  if (typeof event !== 'string') return 'Malformed event.';
  if (ctx.gameover !== undefined) return 'The game is over.';
  const events = (game.events ?? {}) as Record<string, boolean | undefined>;
  if (events[event] === false) return `"${event}" is not part of this game.`;
  const reason = whyTurnRulesRefuse(game, ctx, playerID, event);
  return reason && !offeredByRules(game, state, playerID, event) ? reason : undefined;
}

/** A seat may end its own turn (after the turn's minimum moves) or its own stage; nothing else. */
function whyTurnRulesRefuse<G>(
  game: Game<G>,
  ctx: Ctx,
  playerID: PlayerID,
  event: string,
): string | undefined {
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
