/**
 * The conformance suite must pass on a sound game and fail on each kind of broken game: a test
 * battery that cannot fail would prove nothing about the games it blesses.
 */
import { describe, expect, it } from 'vitest';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx } from 'boardgame.io';
import type { AiMove, GameModule } from '@gridplay/core';
import { secretNumbers, type SecretNumbersState } from '@gridplay/core/testing';
import {
  jsonRoundTrip,
  randomPlayouts,
  refusedMovesChangeNothing,
  replayDeterminism,
} from './checks';
import { checkSecrets } from './secrets';
import { runConformanceSuite } from './suite';

runConformanceSuite(secretNumbers, { seeds: 10 });

type Game = GameModule<SecretNumbersState>['game'];
const enumerate = (G: SecretNumbersState, ctx: Ctx, p: string): AiMove[] =>
  secretNumbers.game.ai.enumerate(G, ctx, p) as AiMove[];
const broken = (patch: Partial<Game>, extra: Partial<GameModule<SecretNumbersState>> = {}) =>
  ({
    ...secretNumbers,
    ...extra,
    game: { ...secretNumbers.game, ...patch },
  }) as GameModule<SecretNumbersState>;
const options = { seeds: 3, maxActions: 200 };
const playoutsOf = (module: GameModule) => randomPlayouts(module, options).playouts;

describe('the conformance suite catches broken games', () => {
  it('a sound game yields no findings', () => {
    const { findings, playouts } = randomPlayouts(secretNumbers, options);
    expect(findings).toEqual([]);
    expect(replayDeterminism(secretNumbers, playouts)).toEqual([]);
    expect(jsonRoundTrip(secretNumbers, playouts)).toEqual([]);
    expect(refusedMovesChangeNothing(secretNumbers, playouts)).toEqual([]);
    expect(checkSecrets(secretNumbers, playouts)).toEqual({
      views: [],
      ownView: [],
      copies: [],
      moves: [],
    });
  });

  it('a game that never ends', () => {
    const endless = broken({
      moves: { play: { move: ({ events }: any) => events.endTurn(), client: false } },
      endIf: undefined,
    });
    expect(randomPlayouts(endless, options).findings.join('\n')).toMatch(
      /no game over after 200 actions/,
    );
  });

  it('ai.enumerate offering a move the game refuses', () => {
    const lying = broken({
      ai: {
        enumerate: (G: SecretNumbersState, ctx: Ctx, p: string) => [
          ...enumerate(G, ctx, p),
          { move: 'play', args: [99] },
        ],
      },
    });
    expect(randomPlayouts(lying, options).findings.join('\n')).toMatch(
      /offered play\[99\].*refused it: You hold no 99/,
    );
  });

  it('ai.enumerate offering nothing while a seat must act', () => {
    const silent = broken({
      ai: {
        enumerate: (G: SecretNumbersState, ctx: Ctx, p: string) =>
          G.scores[p] > 0 ? [] : enumerate(G, ctx, p),
      },
    });
    expect(randomPlayouts(silent, options).findings.join('\n')).toMatch(
      /must act .* offers no move/,
    );
  });

  it('a move that crashes on malformed arguments', () => {
    const fragile = broken({
      moves: {
        play: {
          move: ({ G, playerID }: any, card: any) => {
            if (card.value === undefined && !G.hands[playerID].includes(card)) return INVALID_MOVE;
            G.hands[playerID].splice(G.hands[playerID].indexOf(card), 1);
          },
          client: false,
        },
      },
    });
    expect(refusedMovesChangeNothing(fragile, playoutsOf(secretNumbers)).join('\n')).toMatch(
      /threw/,
    );
  });

  it('a game whose setup ignores the seed', () => {
    const unseeded = broken({
      setup: (context) => {
        const state = secretNumbers.game.setup!(context);
        state.deck = state.deck.map((card) => card + Math.floor(Math.random() * 1000) * 10);
        return state;
      },
    });
    const { playouts: own } = randomPlayouts(unseeded, { ...options, seeds: 2 });
    expect(replayDeterminism(unseeded, own).join('\n')).toMatch(/different state|refused/);
  });

  it('a state that does not survive JSON', () => {
    const nonJson = broken({
      setup: (context) =>
        ({ ...secretNumbers.game.setup!(context), lastPlayed: undefined }) as SecretNumbersState,
    });
    expect(jsonRoundTrip(nonJson, playoutsOf(nonJson)).join('\n')).toMatch(/does not survive JSON/);
  });

  it('a playerView that leaks another seat’s hand', () => {
    const leaky = broken({ playerView: ({ G }) => G });
    expect(checkSecrets(leaky, playoutsOf(leaky)).views.join('\n')).toMatch(
      /seat \d can see a secret of seat/,
    );
  });

  it('a spectator-only leak', () => {
    const leaky = broken({
      playerView: (context) =>
        context.playerID === null ? context.G : secretNumbers.game.playerView!(context),
    });
    expect(checkSecrets(leaky, playoutsOf(leaky)).views.join('\n')).toMatch(
      /a spectator can see a secret/,
    );
  });

  it('a game without perturbSecrets cannot claim secrecy', () => {
    const unchecked = broken({}, { perturbSecrets: undefined });
    expect(checkSecrets(unchecked, playoutsOf(unchecked)).views).toEqual([
      'secret-numbers: no perturbSecrets; cannot check that secrets stay private',
    ]);
  });
});
