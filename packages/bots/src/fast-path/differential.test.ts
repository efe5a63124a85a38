/**
 * The fast path plays the same game as boardgame.io's reducer, checked here on core's yardsticks
 * (every flow feature, game-level moves, simultaneous bids) and shown able to fail. Every
 * installed game is checked the same way in @gridplay/tools (which declares the games it loads).
 */
import { describe, expect, it } from 'vitest';
import { ticTacToe, goofspiel } from '@gridplay/core/testing';
import type { GameModule } from '@gridplay/core';
import { runDifferential, type DifferentialOptions } from './differential';
import { flowYardstick } from './testing/flow-yardstick';

const options: DifferentialOptions = {
  playouts: 1000,
  stretch: 12,
  wholeGames: 2,
  maxActions: 1000,
  positionsPerGame: 50,
  seed: 16,
};

describe('fast path vs reducer: core yardsticks', () => {
  it.each([
    ['the flow yardstick (every flow feature)', flowYardstick],
    ['tic-tac-toe (game-level moves, endTurn in a move)', ticTacToe],
    ['goofspiel (simultaneous ALL_ONCE bids)', goofspiel],
  ] as Array<[string, GameModule]>)(
    '%s',
    (_name, module) => {
      const report = runDifferential(module, { ...options, playouts: 400, stretch: 30 });
      expect(report.mismatch).toBeUndefined();
      expect(report.refusals).toBeGreaterThan(0);
      expect(report.gamesOver).toBeGreaterThan(0);
    },
    120_000,
  );
});

describe('the differential test can fail', () => {
  it('reports a game whose rules do not replay (a move using Math.random)', () => {
    const take = (ticTacToe.game.moves as any).mark;
    const flaky = {
      ...ticTacToe,
      game: {
        ...ticTacToe.game,
        moves: {
          mark: (context: any, cell: number) => {
            if (Math.random() < 0.3) return undefined; // marks nothing, sometimes
            return take.move(context, cell);
          },
        },
      },
    } as GameModule;
    const report = runDifferential(flaky, { ...options, playouts: 200 });
    expect(report.mismatch).toMatch(/G\.cells|refused|accepted/);
  }, 120_000);
});
