/**
 * One call runs the whole conformance battery against a game package, the way OpenSpiel's
 * basic_tests run against every game:
 *
 *   runConformanceSuite(gameModule, { seeds: 20 });
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../contract/game-module';
import { defineGameModule } from '../contract/game-module';
import {
  jsonRoundTrip,
  randomPlayouts,
  refusedMovesChangeNothing,
  replayDeterminism,
  secretsStayPrivate,
  type ConformanceOptions,
  type Playout,
} from './checks';

export function runConformanceSuite(module: GameModule, options: ConformanceOptions = {}): void {
  describe(`${module.meta.id} conforms to the Gridplay game contract`, () => {
    let playouts: Playout[] = [];
    const timeout = 120_000;

    it('is a well-formed game module', () => {
      expect(() => defineGameModule(module)).not.toThrow();
    });

    it(
      'random playouts end within the bound; ai.enumerate offers only accepted moves, and some whenever a seat must act',
      () => {
        const result = randomPlayouts(module, options);
        playouts = result.playouts;
        expect(result.findings).toEqual([]);
        expect(playouts.every((p) => p.ended)).toBe(true);
      },
      timeout,
    );

    it(
      'replays exactly: same seed and same moves give the same state',
      () => {
        expect(replayDeterminism(module, playouts, options)).toEqual([]);
      },
      timeout,
    );

    it(
      'state survives a JSON round trip',
      () => {
        expect(jsonRoundTrip(module, playouts, options)).toEqual([]);
      },
      timeout,
    );

    it(
      'a refused move leaves the state unchanged and never throws',
      () => {
        expect(refusedMovesChangeNothing(module, playouts, options)).toEqual([]);
      },
      timeout,
    );

    it(
      "one seat's view does not change when only another seat's secrets change",
      () => {
        expect(secretsStayPrivate(module, playouts, options)).toEqual([]);
      },
      timeout,
    );
  });
}
