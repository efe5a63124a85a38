import { describe, expect, it } from 'vitest';
import { seededRandom } from '@gridplay/core';
import { determinize, evaluate } from './ai';
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
