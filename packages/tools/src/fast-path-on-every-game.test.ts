/**
 * The fast path plays the same game as boardgame.io's reducer: for every installed game (found by
 * discovery, so a game added later is checked too), 1,000 random playouts compared action by
 * action — G, ctx, the PRNG state, and acceptance or refusal. Most are short (12 actions from a
 * random point of a random game, 50 points per game, games capped at 1,000 actions) to keep CI's cost reasonable;
 * two per game are whole games. Here in tools, whose package.json declares the games it loads;
 * the fast path's own yardsticks are tested beside it in @gridplay/bots.
 */
import { describe, expect, it } from 'vitest';
import { loadGameModules } from '@gridplay/core/discovery';
import { fastPathSupports } from '@gridplay/bots/fast-path';
import { runDifferential, type DifferentialOptions } from '@gridplay/bots/fast-path/differential';

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
