/**
 * The specific reason a move would be refused right now — who may act, in which phase or stage,
 * and the move's own `check` — or undefined when it would be accepted.
 */
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import { malformedArgs, moveSpecOf } from './define-move';

/** Players who may act now: the stage holders, or the current player. */
export function activePlayersOf(ctx: Ctx): PlayerID[] {
  if (ctx.gameover !== undefined) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/** The move map that applies to `playerID` now: its stage's, else the phase's, else the game's. */
export function movesAvailableTo(
  game: Game,
  ctx: Ctx,
  playerID: PlayerID,
): Record<string, unknown> {
  const phase = ctx.phase ? game.phases?.[ctx.phase] : undefined;
  const stageName = ctx.activePlayers?.[playerID];
  const turn = phase?.turn ?? game.turn;
  const stage = stageName ? turn?.stages?.[stageName] : undefined;
  if (stage?.moves) return stage.moves as Record<string, unknown>;
  if (phase?.moves) return phase.moves as Record<string, unknown>;
  return (game.moves ?? {}) as Record<string, unknown>;
}

export function whyRefused<G>(
  game: Game<G>,
  state: { G: G; ctx: Ctx },
  playerID: PlayerID | null | undefined,
  moveName: string,
  args: unknown[] = [],
): string | undefined {
  const { G, ctx } = state;
  if (ctx.gameover !== undefined) return 'The game is over.';
  if (playerID === null || playerID === undefined) return 'Spectators cannot make moves.';
  if (!Array.isArray(args)) return 'Malformed move: arguments must be a list.';
  const active = activePlayersOf(ctx);
  if (!active.includes(playerID)) {
    return ctx.activePlayers
      ? 'You have nothing to do right now: waiting for the other players.'
      : `It is not your turn (waiting for player ${Number(ctx.currentPlayer) + 1}).`;
  }
  const moves = movesAvailableTo(game as Game, ctx, playerID);
  const move = Object.prototype.hasOwnProperty.call(moves, moveName) ? moves[moveName] : undefined;
  if (!move) {
    const where = ctx.activePlayers?.[playerID] ?? ctx.phase ?? 'this turn';
    return `"${moveName}" is not allowed now (${where}).`;
  }
  const spec = moveSpecOf(move);
  if (!spec) return undefined;
  return malformedArgs(spec, args) ?? spec.check?.({ G, ctx, playerID }, ...args);
}

/** The log line for a move, if the move defines one. */
export function describeMove<G>(
  game: Game<G>,
  state: { G: G; ctx: Ctx },
  playerID: PlayerID,
  moveName: string,
  args: unknown[] = [],
): string | undefined {
  const move = movesAvailableTo(game as Game, state.ctx, playerID)[moveName];
  const spec = moveSpecOf(move);
  if (!spec?.describe || malformedArgs(spec, args)) return undefined;
  try {
    return spec.describe({ G: state.G, ctx: state.ctx, playerID }, ...args);
  } catch {
    return undefined;
  }
}
