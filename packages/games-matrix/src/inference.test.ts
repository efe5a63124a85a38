import { describe, expect, it } from 'vitest';
import { seededRandom, type AiMove } from '@gridplay/core';
import { inferringSampler, worldSampler, type Observation } from '@gridplay/bots';
import module from './index';
import { recall } from './inference';
import { enumerate } from './legal-moves';
import { referenceMove } from './reference-bot';
import type { MatrixState, MatrixView } from './state';
import {
  clearPlay,
  contestScenario,
  putHuman,
  setHand,
  HUMANS,
  MACHINES,
} from './testing/scenario';
import { playerView } from './view';

const PASS: AiMove = { move: 'pass', args: ['contest'] };

/**
 * A Combat the Humans are losing by a tie (3 + Trinity's 2 against 5; ties are the Machines'):
 * one point of Events would win it, and the Humans pass. The Machines watched.
 */
function humansPassBehind() {
  const match = contestScenario('matrix', 'combat', [3, 5], (G) => {
    clearPlay(G);
    putHuman(G, 'trinity', true);
    setHand(G, HUMANS, 'morpheus', 'tank', 'dozer');
  });
  const before = { G: match.G, ctx: match.ctx };
  const observation: Observation = {
    view: playerView({ ...before, playerID: MACHINES }),
    ctx: before.ctx,
    actor: HUMANS,
    choice: PASS,
  };
  expect(match.play(HUMANS, PASS)).toEqual({ ok: true });
  const view = playerView({ G: match.G, ctx: match.ctx, playerID: MACHINES });
  return { match, observation, view };
}

/** Share of sampled worlds whose Humans' hand would have won the Combat by the reference's rules. */
function shareThatWouldPlay(
  sample: (random: ReturnType<typeof seededRandom>) => unknown,
  observation: Observation,
  draws = 2000,
) {
  const random = seededRandom(11);
  let playing = 0;
  for (let i = 0; i < draws; i++) {
    const world = sample(random) as MatrixState;
    const then = recall(world, observation.view as MatrixView, observation.ctx, HUMANS)!;
    const moves = enumerate(then, observation.ctx, HUMANS);
    const choice = referenceMove(then, observation.ctx, HUMANS, moves);
    if (!('move' in choice) || choice.move !== 'pass') playing++;
  }
  return playing / draws;
}

describe('inference from what the other side does (core inferringSampler with this game)', () => {
  const options = { poolSize: 1000, timeMs: Infinity };

  it('after the Humans pass a Combat they are losing, fewer of their sampled hands could have won it', () => {
    const { match, observation, view } = humansPassBehind();
    const uniform = worldSampler(module, view, match.ctx, MACHINES);
    const informed = inferringSampler(module, uniform, [observation], options);
    const before = shareThatWouldPlay(uniform, observation);
    const after = shareThatWouldPlay(informed, observation);
    // Dealt blind, a good share of 3-card hands hold a Combat Event; the pass makes them rarer.
    expect(before).toBeGreaterThan(0.2);
    expect(after).toBeLessThan(before * 0.6);
  });

  it('keeps what the Machines see: their own hand and every pile size', () => {
    const { match, observation, view } = humansPassBehind();
    const informed = inferringSampler(
      module,
      worldSampler(module, view, match.ctx, MACHINES),
      [observation],
      options,
    );
    const random = seededRandom(5);
    for (let i = 0; i < 50; i++) {
      const world = informed(random) as MatrixState;
      expect(world.seats[MACHINES].hand).toEqual(match.G.seats[MACHINES].hand);
      expect(world.seats[HUMANS].hand).toHaveLength(3);
      expect(world.seats[HUMANS].deck).toHaveLength(match.G.seats[HUMANS].deck.length);
    }
  });

  it('forgets a decision once the hand it was made with has changed', () => {
    const { match, observation } = humansPassBehind();
    const view = observation.view as MatrixView;
    expect(recall(match.G, view, match.ctx, HUMANS)?.seats[HUMANS].hand).toEqual(
      match.G.seats[HUMANS].hand,
    );
    const humans = match.G.seats[HUMANS];
    const drew = { ...humans, hand: [...humans.hand, humans.deck[0]], deck: humans.deck.slice(1) };
    expect(
      recall({ ...match.G, seats: { ...match.G.seats, [HUMANS]: drew } }, view, match.ctx, HUMANS),
    ).toBeUndefined();
    const discarded = {
      ...humans,
      hand: humans.hand.slice(1),
      discard: [...humans.discard, humans.hand[0]],
    };
    expect(
      recall(
        { ...match.G, seats: { ...match.G.seats, [HUMANS]: discarded } },
        view,
        match.ctx,
        HUMANS,
      ),
    ).toBeUndefined();
  });
});
