/**
 * boardgame.io 0.50.2's turn-order helpers (`src/core/turn-order.ts`), ported branch for branch: who
 * is active after `setActivePlayers`, what happens when the last stage holder finishes, and who
 * plays next. They only touch `ctx`, which is small, so they keep boardgame.io's copies.
 */
import { changed } from './changed';
import { Stage } from 'boardgame.io/core';

type AnyCtx = Record<string, any>;

/** Legacy `moveLimit` becomes maxMoves (and minMoves for turns), as boardgame.io does. */
export function supportDeprecatedMoveLimit(options: any, enforceMinMoves = false): void {
  if (options.moveLimit) {
    if (enforceMinMoves) options.minMoves = options.moveLimit;
    options.maxMoves = options.moveLimit;
    delete options.moveLimit;
  }
}

function applyActivePlayerArgument(
  activePlayers: Record<string, any>,
  minMoves: Record<string, number>,
  maxMoves: Record<string, number>,
  playerID: string,
  arg: any,
): void {
  if (typeof arg !== 'object' || arg === Stage.NULL) arg = { stage: arg };
  if (arg.stage !== undefined) {
    supportDeprecatedMoveLimit(arg);
    activePlayers[playerID] = arg.stage;
    if (arg.minMoves) minMoves[playerID] = arg.minMoves;
    if (arg.maxMoves) maxMoves[playerID] = arg.maxMoves;
  }
}

export function setActivePlayers(ctx: AnyCtx, arg: any): AnyCtx {
  let activePlayers: Record<string, any> | null = {};
  let _prevActivePlayers: unknown[] = [];
  let _nextActivePlayers = null;
  let _activePlayersMinMoves: Record<string, number> | null = {};
  let _activePlayersMaxMoves: Record<string, number> | null = {};
  if (Array.isArray(arg)) {
    const value: Record<string, any> = {};
    arg.forEach((v) => (value[v] = Stage.NULL));
    activePlayers = value;
  } else {
    supportDeprecatedMoveLimit(arg);
    if (arg.next) _nextActivePlayers = arg.next;
    if (arg.revert) {
      _prevActivePlayers = [
        ...ctx._prevActivePlayers,
        {
          activePlayers: ctx.activePlayers,
          _activePlayersMinMoves: ctx._activePlayersMinMoves,
          _activePlayersMaxMoves: ctx._activePlayersMaxMoves,
          _activePlayersNumMoves: ctx._activePlayersNumMoves,
        },
      ];
    }
    const min = _activePlayersMinMoves;
    const max = _activePlayersMaxMoves;
    if (arg.currentPlayer !== undefined) {
      applyActivePlayerArgument(activePlayers, min, max, ctx.currentPlayer, arg.currentPlayer);
    }
    if (arg.others !== undefined) {
      for (const id of ctx.playOrder) {
        if (id !== ctx.currentPlayer)
          applyActivePlayerArgument(activePlayers, min, max, id, arg.others);
      }
    }
    if (arg.all !== undefined) {
      for (const id of ctx.playOrder)
        applyActivePlayerArgument(activePlayers, min, max, id, arg.all);
    }
    // Object.keys rather than for…in (here and below): seat ids are index-like keys ('0', '1'),
    // which for…in enumerates several times slower, and this runs on every move of some games.
    if (arg.value) {
      for (const id of Object.keys(arg.value))
        applyActivePlayerArgument(activePlayers, min, max, id, arg.value[id]);
    }
    if (arg.minMoves) {
      for (const id of Object.keys(activePlayers))
        if (min[id] === undefined) min[id] = arg.minMoves;
    }
    if (arg.maxMoves) {
      for (const id of Object.keys(activePlayers))
        if (max[id] === undefined) max[id] = arg.maxMoves;
    }
  }
  const active = Object.keys(activePlayers);
  if (active.length === 0) activePlayers = null;
  if (Object.keys(_activePlayersMinMoves).length === 0) _activePlayersMinMoves = null;
  if (Object.keys(_activePlayersMaxMoves).length === 0) _activePlayersMaxMoves = null;
  const _activePlayersNumMoves: Record<string, number> = {};
  for (const id of active) _activePlayersNumMoves[id] = 0;
  return changed(ctx, {
    activePlayers,
    _activePlayersMinMoves,
    _activePlayersMaxMoves,
    _activePlayersNumMoves,
    _prevActivePlayers,
    _nextActivePlayers,
  });
}

/**
 * When the last stage holder leaves: the `next` set, else the reverted set, else nobody.
 * (boardgame.io writes the three branches into shared variables and one return; each branch
 * returns its own ctx here, with the same fields.)
 */
export function updateActivePlayersOnceEmpty(ctx: AnyCtx): AnyCtx {
  const { activePlayers, _prevActivePlayers } = ctx;
  if (!activePlayers || Object.keys(activePlayers).length > 0) return { ...ctx };
  if (ctx._nextActivePlayers) return setActivePlayers(ctx, ctx._nextActivePlayers);
  if (_prevActivePlayers.length > 0) {
    const lastIndex = _prevActivePlayers.length - 1;
    const reverted = _prevActivePlayers[lastIndex];
    return changed(ctx, {
      activePlayers: reverted.activePlayers,
      _activePlayersMinMoves: reverted._activePlayersMinMoves,
      _activePlayersMaxMoves: reverted._activePlayersMaxMoves,
      _activePlayersNumMoves: reverted._activePlayersNumMoves,
      _prevActivePlayers: _prevActivePlayers.slice(0, lastIndex),
    });
  }
  return changed(ctx, {
    activePlayers: null,
    _activePlayersMinMoves: null,
    _activePlayersMaxMoves: null,
  });
}

function currentPlayerAt(playOrder: unknown[], playOrderPos: number): string {
  return playOrder[playOrderPos] + '';
}

/** The turn order at the start of a phase: play order, first player, the turn's active players. */
export function initTurnOrderState(context: { G: unknown; ctx: AnyCtx }, turn: any): AnyCtx {
  let { ctx } = context;
  const order = turn.order;
  let playOrder = Array.from({ length: ctx.numPlayers }, (_, i) => i + '');
  if (order.playOrder !== undefined) playOrder = order.playOrder(context);
  const playOrderPos = order.first(context);
  const currentPlayer = currentPlayerAt(playOrder, playOrderPos);
  ctx = changed(ctx, { currentPlayer, playOrderPos, playOrder });
  return setActivePlayers(ctx, turn.activePlayers || {});
}

/** Who plays after `currentPlayer`; `endPhase` when the order says nobody does. */
export function updateTurnOrderState(
  context: { G: unknown; ctx: AnyCtx },
  currentPlayer: string,
  turn: any,
  endTurnArg: any,
): { endPhase: boolean; ctx: AnyCtx } {
  let { ctx } = context;
  let playOrderPos = ctx.playOrderPos;
  let endPhase = false;
  if (endTurnArg && endTurnArg !== true) {
    for (const arg of Object.keys(endTurnArg)) {
      if (arg === 'remove') currentPlayer = currentPlayerAt(ctx.playOrder, playOrderPos);
      if (arg === 'next') {
        playOrderPos = ctx.playOrder.indexOf(endTurnArg.next);
        currentPlayer = endTurnArg.next;
      }
    }
  } else {
    const next = turn.order.next(context);
    if (next === undefined) {
      endPhase = true;
    } else {
      playOrderPos = next;
      currentPlayer = currentPlayerAt(ctx.playOrder, playOrderPos);
    }
  }
  ctx = changed(ctx, { playOrderPos, currentPlayer });
  return { endPhase, ctx };
}
