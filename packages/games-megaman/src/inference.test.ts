import { describe, expect, it } from 'vitest';
import { seededRandom, type AiMove } from '@gridplay/core';
import { inferringSampler, worldSampler, type Observation } from '@gridplay/bots';
import module from './index';
import { recall } from './inference';
import { enumerate } from './legal-moves';
import { referenceMove } from './reference-bot';
import type { MegaManState, MegaManView } from './state';
import { P1, P2, at, setHand } from './testing/scenario';
import { playerView } from './view';

const END_RESOURCES: AiMove = { move: 'endResources', args: [] };

/** TorchMan (seat 2) holds only BattleChips and plays no resource this turn; seat 1 watched. */
function endsResourcesWithoutOne() {
  const match = at((G) => setHand(G, P2, 'cannon', 'barrier', 'recovery'), {
    turn: P2,
    stage: 'resources',
  });
  const observation: Observation = {
    view: playerView({ G: match.G, playerID: P1 }),
    ctx: match.ctx,
    actor: P2,
    choice: END_RESOURCES,
  };
  expect(match.play(P2, END_RESOURCES)).toEqual({ ok: true });
  return { match, observation, view: playerView({ G: match.G, playerID: P1 }) };
}

/** Share of sampled worlds whose seat-2 hand would have played a resource, by the reference's rules. */
function shareThatWouldPlay(
  sample: (random: ReturnType<typeof seededRandom>) => unknown,
  observation: Observation,
  draws = 1500,
) {
  const random = seededRandom(13);
  let playing = 0;
  for (let i = 0; i < draws; i++) {
    const then = recall(
      sample(random) as MegaManState,
      observation.view as MegaManView,
      observation.ctx,
      P2,
    )!;
    const moves = enumerate(then, observation.ctx, P2);
    const choice = referenceMove(playerView({ G: then, playerID: P2 }), observation.ctx, P2, moves);
    if ('move' in choice && choice.move !== 'endResources') playing++;
  }
  return playing / draws;
}

describe('inference from what the other seat does (core inferringSampler with this game)', () => {
  const options = { poolSize: 1000, timeMs: Infinity };

  it('after the other seat plays no resource, fewer of its sampled hands hold one it could play', () => {
    const { match, observation, view } = endsResourcesWithoutOne();
    const uniform = worldSampler(module, view, match.ctx, P1);
    const informed = inferringSampler(module, uniform, [observation], options);
    const before = shareThatWouldPlay(uniform, observation);
    const after = shareThatWouldPlay(informed, observation);
    expect(before).toBeGreaterThan(0.3);
    expect(after).toBeLessThan(before * 0.6);
  });

  it('forgets a decision once a card has moved since (here, a resource played)', () => {
    const { match, observation } = endsResourcesWithoutOne();
    const view = observation.view as MegaManView;
    expect(recall(match.G, view, match.ctx, P2)?.seats[P2].hand).toEqual(match.G.seats[P2].hand);
    const piles = match.G.seats[P2];
    const played = {
      ...piles,
      hand: piles.hand.slice(1),
      resources: [...piles.resources, piles.hand[0]],
    };
    expect(
      recall({ ...match.G, seats: { ...match.G.seats, [P2]: played } }, view, match.ctx, P2),
    ).toBeUndefined();
  });
});
