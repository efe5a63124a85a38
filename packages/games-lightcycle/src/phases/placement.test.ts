/** Setup: random placement order, head then first trail cell, random flags, a hand of one Special each. */
import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import { occupancy } from '../occupancy';
import type { LightcycleState } from '../state';

describe('setup and placement', () => {
  it('builds a Grid of side 6 + 2N with one Special per hand and the rest in the deck', () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const match = new LocalMatch<LightcycleState>(game, { numPlayers: n, seed: `setup-${n}` });
      expect(match.G.size).toBe(6 + 2 * n);
      for (const seat of Object.values(match.G.seats)) expect(seat.hand).toHaveLength(1);
      expect(match.G.deck).toHaveLength(12 - n);
      expect([...match.G.placementOrder].sort()).toEqual(
        Array.from({ length: n }, (_, i) => String(i)),
      );
    }
  });

  it('one player at a time, in the random order, places the head then the first trail cell', () => {
    const match = new LocalMatch<LightcycleState>(game, { numPlayers: 3, seed: 'order' });
    const order = match.G.placementOrder;
    expect(match.activePlayers()).toEqual([order[0]]);
    expect(match.move(order[1], 'placeCycle', 0, 1)).toMatchObject({ ok: false });
    expect(match.move(order[0], 'placeCycle', 13, 25)).toEqual({ ok: true });
    expect(match.G.seats[order[0]].cycle).toEqual({ head: 13, tail: [25], facing: 0, alive: true });
    expect(match.move(order[1], 'placeCycle', 13, 14)).toEqual({
      ok: false,
      reason: 'B2 is taken: put the head on an empty cell.',
    });
    expect(match.move(order[1], 'placeCycle', 40, 42)).toEqual({
      ok: false,
      reason: 'The first trail cell must be next to the head (up, down, left or right).',
    });
    expect(match.move(order[1], 'placeCycle', 40, 41)).toEqual({ ok: true });
    expect(match.move(order[2], 'placeCycle', 100, 88)).toEqual({ ok: true });
    // Then the flags (one per player) on empty cells, and the first round: everyone chooses.
    expect(match.ctx.phase).toBe('rounds');
    expect(match.G.flags).toHaveLength(3);
    const cells = occupancy({ ...match.G, flags: [] });
    for (const flag of match.G.flags) expect(cells[flag.cell]).toBeNull();
    expect(match.ctx.activePlayers).toEqual({ 0: 'choose', 1: 'choose', 2: 'choose' });
  });

  it('the Special deck is 3 Dash, 3 Uber-Dash, 3 Crusher, 1 Cut Tail, 1 Retract Tail, 1 Over-Drive', () => {
    for (const n of [2, 6]) {
      const match = new LocalMatch<LightcycleState>(game, { numPlayers: n, seed: `deck-${n}` });
      const all = [...match.G.deck, ...Object.values(match.G.seats).flatMap((seat) => seat.hand)];
      const counts: Record<string, number> = {};
      for (const card of all) counts[card.def] = (counts[card.def] ?? 0) + 1;
      expect(counts).toEqual({
        dash: 3,
        uberDash: 3,
        crusher: 3,
        cutTail: 1,
        retractTail: 1,
        overDrive: 1,
      });
      expect(match.G.crushers).toEqual([0, 1, 2].map(() => ({ edge: null, placedBy: null })));
    }
  });

  it('the first trail cell must be empty too', () => {
    const match = new LocalMatch<LightcycleState>(game, { numPlayers: 2, seed: 'order' });
    const [first, second] = match.G.placementOrder;
    // 10×10: 13 is D2, 23 is D3.
    expect(match.move(first, 'placeCycle', 13, 23)).toEqual({ ok: true });
    expect(match.move(second, 'placeCycle', 12, 13)).toEqual({
      ok: false,
      reason: 'D2 is taken: put the trail on an empty cell.',
    });
    expect(match.move(second, 'placeCycle', 22, 23)).toEqual({
      ok: false,
      reason: 'D3 is taken: put the trail on an empty cell.',
    });
    expect(match.move(second, 'placeCycle', 22, 21)).toEqual({ ok: true });
  });
});
