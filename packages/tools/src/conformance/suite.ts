/**
 * One call runs the whole conformance battery against a game package, the way OpenSpiel's
 * basic_tests run against every game:
 *
 *   runConformanceSuite(gameModule, { seeds: 20 });
 */
import { describe, expect, it } from 'vitest';
import { type GameModule, defineGameModule } from '@gridplay/core';
import {
  jsonRoundTrip,
  randomPlayouts,
  refusedMovesChangeNothing,
  replayDeterminism,
  type ConformanceOptions,
  type Playout,
} from './checks';
import { checkSecrets, type SecretFindings } from './secrets';

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

    let secrets: SecretFindings | undefined;
    const secretFindings = () => (secrets ??= checkSecrets(module, playouts, options));
    const secretChecks: [keyof SecretFindings, string][] = [
      [
        'views',
        "no seat's or spectator's delivery changes when only another seat's secrets change",
      ],
      ['ownView', 'each seat sees its own secrets: changing them changes its own view'],
      ['copies', "no copy of a seat's hidden value reaches another seat's view or log lines"],
      [
        'moves',
        "a move gives other seats the same view and log line whatever one seat's secrets, unless it reveals them",
      ],
    ];
    for (const [kind, title] of secretChecks) {
      it(title, () => expect(secretFindings()[kind]).toEqual([]), timeout);
    }
  });
}
