import { describe, expect, it } from 'vitest';
import { seededRandom, type AiMove } from '@gridplay/core';
import { inferringSampler, worldSampler, type Observation } from '@gridplay/bots';
import module from './index';
import { enumerate } from './legal-moves';
import { reference } from './reference-bot';
import type { TronMcpState, TronMcpView } from './state';
import { inHandCard, ok, putInPlay, scenario, setHand, MCP, TRON } from './testing/scenario';
import { playerView } from './view';

const PASS: AiMove = { move: 'pass', args: ['counter'] };

/** The MCP's Light Cycles attack Flynn (power 5); Tron, holding nothing that reaches it, passes. */
function tronLetsItThrough() {
  const match = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
    putInPlay(G, 'flynn', 'gameGrid');
    setHand(G, TRON, 'timing', 'ram');
    setHand(G, MCP, 'light-cycles');
  });
  ok(match, MCP, 'attack', inHandCard(match.G, MCP, 'light-cycles'));
  const observation: Observation = {
    view: playerView({ G: match.G, ctx: match.ctx, playerID: MCP }),
    ctx: match.ctx,
    actor: TRON,
    choice: PASS,
  };
  expect(match.play(TRON, PASS)).toEqual({ ok: true });
  return { match, observation, view: playerView({ G: match.G, ctx: match.ctx, playerID: MCP }) };
}

/** Share of sampled worlds whose Tron hand would have countered, by the reference's rules. */
function shareThatWouldCounter(
  sample: (random: ReturnType<typeof seededRandom>) => unknown,
  observation: Observation,
  draws = 1500,
) {
  const random = seededRandom(17);
  let countering = 0;
  for (let i = 0; i < draws; i++) {
    const world = sample(random) as TronMcpState;
    const then = module.bot!.recall!(world, observation.view as TronMcpView, observation.ctx, TRON);
    const view = playerView({ G: then!, ctx: observation.ctx, playerID: TRON });
    const choice = reference(view, observation.ctx, TRON, enumerate(view, observation.ctx, TRON));
    if ('move' in choice && choice.move === 'commitSkill') countering++;
  }
  return countering / draws;
}

describe('inference from what the other side does (core inferringSampler with this game)', () => {
  it('after Tron lets an attack through, fewer of his sampled hands could have countered it', () => {
    const { match, observation, view } = tronLetsItThrough();
    const uniform = worldSampler(module, view, match.ctx, MCP);
    const informed = inferringSampler(module, uniform, [observation], {
      poolSize: 1000,
      timeMs: Infinity,
    });
    const before = shareThatWouldCounter(uniform, observation);
    const after = shareThatWouldCounter(informed, observation);
    expect(before).toBeGreaterThan(0.1);
    expect(after).toBeLessThan(before * 0.6);
  });
});
