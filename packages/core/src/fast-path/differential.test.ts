/**
 * The fast path plays the same game as boardgame.io's reducer: for every installed game (found by
 * discovery, so a game added later is checked too), 1,000 random playouts compared action by
 * action — G, ctx, the PRNG state, and acceptance or refusal. Most are short (12 actions from a
 * random point of a random game, 50 points per game, games capped at 1,000 actions) to keep CI's cost reasonable;
 * two per game are whole games.
 */
import { describe, expect, it } from 'vitest';
import { loadGameModules } from '../discovery';
import { ticTacToe } from '../bots/testing/tic-tac-toe';
import { goofspiel } from '../bots/testing/goofspiel';
import type { GameModule } from '../contract/game-module';
import { runDifferential, type DifferentialOptions } from './differential';
import { flowYardstick } from './testing/flow-yardstick';
import { fastPathSupports } from './fast-rules';

const installed = await loadGameModules();

const options: DifferentialOptions = {
  playouts: 1000,
  stretch: 12,
  wholeGames: 2,
  maxActions: 1000,
  positionsPerGame: 50,
  seed: 16,
};

describe.each(installed.map((module) => [module.meta.id, module] as const))(
  'fast path vs reducer: %s',
  (_id, module) => {
    it.skipIf(!fastPathSupports(module.game))(
      'agrees after every action of 1,000 random playouts, refusals included',
      () => {
        const report = runDifferential(module, options);
        expect(report.mismatch).toBeUndefined();
        expect(report.playouts).toBe(options.playouts);
        // The playouts did reach refusals and positions, not just empty starts.
        expect(report.refusals).toBeGreaterThan(0);
        expect(report.actions).toBeGreaterThan(options.playouts * 2);
      },
      300_000,
    );
  },
);

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
