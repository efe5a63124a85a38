/**
 * Properties over random legal play (fast-check picks the seeds, player counts and moves):
 * a cell never holds two things; a cycle faces away from its first trail cell; scores always equal the sum of their scoring events; the
 * Special cards are never created or lost.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LocalMatch, randomIndex, seededRandom } from '@gridplay/core';
import { directionBetween, edgeOf, sameEdge } from './grid';
import { game } from './game';
import { seatIds, type LightcycleState } from './state';

/** Every thing on the Grid at a round boundary: heads, trail cells and flags, one per cell. */
function piecesByCell(G: LightcycleState): Map<number, string[]> {
  const cells = new Map<number, string[]>();
  const put = (cell: number, what: string) => cells.set(cell, [...(cells.get(cell) ?? []), what]);
  for (const p of seatIds(G)) {
    const { head, tail } = G.seats[p].cycle;
    if (head !== null) put(head, `head ${p}`);
    tail.forEach((cell) => put(cell, `trail ${p}`));
  }
  for (const flag of G.flags) put(flag.cell, `flag ${flag.id}`);
  return cells;
}

function checkState(G: LightcycleState, stage: string | undefined): void {
  // Scores are exactly the sum of the scoring events.
  for (const p of seatIds(G)) {
    const sum = G.scoreEvents.filter((e) => e.player === p).reduce((a, e) => a + e.points, 0);
    expect(G.seats[p].score).toBe(sum);
  }
  // All 12 Specials exist exactly once (hands, deck, or played this round).
  const ids = [
    ...G.deck,
    ...seatIds(G).flatMap((p) => G.seats[p].hand),
    ...(G.resolution?.played ?? []),
  ].map((c) => c.id);
  expect(ids).toHaveLength(12);
  expect(new Set(ids).size).toBe(12);
  // Live cycles never share a cell, at any moment.
  const live = new Map<number, string>();
  for (const p of seatIds(G)) {
    const { head, tail, alive } = G.seats[p].cycle;
    if (!alive || head === null) continue;
    for (const cell of [head, ...tail]) {
      expect(
        live.get(cell),
        `cell ${cell} holds ${live.get(cell)} and player ${p}`,
      ).toBeUndefined();
      live.set(cell, p);
    }
  }
  if (stage === 'choose') {
    // At a round boundary, nothing shares a cell: not cycles, not flags, and no trail crosses a Crusher.
    for (const [cell, what] of piecesByCell(G)) expect(what, `cell ${cell}`).toHaveLength(1);
    for (const p of seatIds(G)) {
      const { head, tail } = G.seats[p].cycle;
      if (head === null) continue;
      // A cycle faces away from its first trail cell (a turn without a move would allow a U-turn).
      if (tail.length > 0)
        expect(G.seats[p].cycle.facing, `facing of ${p}`).toBe(
          directionBetween(tail[0], head, G.size),
        );
      const trail = [head, ...tail];
      for (let i = 0; i + 1 < trail.length; i++) {
        expect(G.crushers.some((c) => sameEdge(c.edge, edgeOf(trail[i], trail[i + 1])))).toBe(
          false,
        );
      }
    }
  }
}

describe('properties of random legal play', () => {
  it('a cell never holds two things; scores equal the sum of their events; no card is created or lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (numPlayers, seed) => {
          const match = new LocalMatch<LightcycleState>(game, {
            numPlayers,
            seed: `prop-${seed}`,
            setupData: { targetScore: 12, roundLimit: 30 },
          });
          const random = seededRandom(seed);
          while (!match.isOver && match.history.length < 400) {
            const seats = match.activePlayers();
            const seat = seats[randomIndex(random, seats.length)];
            const moves = match.legalMoves(seat);
            const result = match.play(seat, moves[randomIndex(random, moves.length)]);
            expect(result).toEqual({ ok: true });
            checkState(match.G, match.isOver ? 'over' : match.ctx.activePlayers?.[seats[0]]);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
