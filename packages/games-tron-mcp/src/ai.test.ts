import { describe, expect, it } from 'vitest';
import { seededRandom } from '@gridplay/core';
import { determinize, evaluate, greedyMove } from './ai';
import { enumerate } from './legal-moves';
import module from './index';
import { referenceMove } from './reference-bot';
import { playerView } from './view';
import { cardCount, putInPlay, scenario, setHand, MCP, TRON } from './testing/scenario';

describe('bot support', () => {
  it('determinize keeps everything the seat sees and re-deals only hidden cards', () => {
    const m = scenario('subRoutine', { seat: MCP, stage: 'subRoutine' }, (G) => {
      putInPlay(G, 'ram', 'rogue');
      setHand(G, TRON, 'aim', 'speed', 'ram');
      setHand(G, MCP, 'sark');
    });
    const view = playerView({ G: m.G, ctx: m.ctx, playerID: MCP });
    const sampled = determinize(view, m.ctx, MCP, seededRandom(1));
    expect(sampled.seats[MCP].hand).toEqual(m.G.seats[MCP].hand);
    expect(sampled.seats[TRON].hand).toHaveLength(3);
    expect(sampled.seats[TRON].discard).toEqual(m.G.seats[TRON].discard);
    expect(cardCount(sampled, TRON)).toBe(71);
    expect(cardCount(sampled, MCP)).toBe(43);
    expect(sampled.programs).toEqual(m.G.programs);
  });

  it("the search is guided by the reference's rules; the greedy rollout is the baseline", () => {
    const m = scenario('subRoutine', { seat: MCP, stage: 'subRoutine' }, (G) => {
      putInPlay(G, 'ram', 'rogue');
      setHand(G, MCP, 'sark', 'logic-probe');
    });
    const moves = enumerate(m.G, m.ctx, MCP);
    expect(moves.length).toBeGreaterThan(1);
    const choice = JSON.stringify(referenceMove(m.G, m.ctx, MCP, moves));
    // The prior weighs the reference's move 4 to 1.
    expect(module.bot!.policy!(m.G, m.ctx, MCP, moves)).toEqual(
      moves.map((move) => (JSON.stringify(move) === choice ? 4 : 1)),
    );
    // Playouts play it but for a 15% share of uniform moves.
    const random = seededRandom(3);
    const played = Array.from({ length: 400 }, () =>
      JSON.stringify(module.bot!.rollout!(m.G, m.ctx, MCP, moves, random)),
    );
    const share = played.filter((move) => move === choice).length / played.length;
    expect(share).toBeGreaterThan(0.8);
    expect(share).toBeLessThan(0.95);
    expect(module.bot!.baseline).toEqual({ rollout: greedyMove });
  });

  it('evaluate: 1 for a won game, 0 for a lost one, progress in between', () => {
    const m = scenario('programExecute', { seat: MCP, stage: 'downloadControl' }, (G) => {
      putInPlay(G, 'ram', 'mesa');
    });
    const tron = evaluate(m.G, m.ctx, TRON);
    expect(tron).toBeGreaterThan(0.5);
    expect(evaluate(m.G, m.ctx, MCP)).toBeCloseTo(1 - tron);
    expect(evaluate(m.G, { ...m.ctx, gameover: { winner: MCP } }, MCP)).toBe(1);
  });
});
