/** One lazy component per game board: the board's code is downloaded when its first match opens. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameModule, GridplayBoardProps } from '@gridplay/core';

const boards = new Map<string, LazyExoticComponent<ComponentType<GridplayBoardProps>>>();

export function boardOf(
  module: GameModule,
): LazyExoticComponent<ComponentType<GridplayBoardProps>> {
  let board = boards.get(module.meta.id);
  if (!board) {
    board = lazy(module.board);
    boards.set(module.meta.id, board);
  }
  return board;
}

/** Every move name the game defines, anywhere (game, phases, stages): the board's `moves`. */
export function allMoveNames(game: GameModule['game']): string[] {
  const names = new Set<string>(Object.keys(game.moves ?? {}));
  const addStages = (turn: { stages?: Record<string, { moves?: object }> } | undefined) => {
    for (const stage of Object.values(turn?.stages ?? {}))
      for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  };
  addStages(game.turn as never);
  for (const phase of Object.values(game.phases ?? {})) {
    for (const name of Object.keys(phase.moves ?? {})) names.add(name);
    addStages(phase.turn as never);
  }
  return [...names];
}
