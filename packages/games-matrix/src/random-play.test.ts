/**
 * Random play through ai.enumerate (the "Done when"): every offered move is accepted, a
 * seat that must act always has a choice, every game ends, and within 500 games both sides win
 * and all four win conditions happen. The loop stops as soon as all four have been seen.
 */
import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { game } from './game';
import { HUMANS, MACHINES, TIME_COUNTERS_TO_WIN, type MatrixState } from './state';
import type { Gameover, WinReason } from './victory';

/** Far more moves than a 20-turn game makes: passing it means the game stalled in a loop. */
const MOVE_BOUND = 5_000;
const GAMES_AT_MOST = 500;

describe('random play through ai.enumerate', () => {
  it('never offers a refused move, never stalls, always ends; both sides win and all four wins occur within 500 games', () => {
    const reasons = new Map<WinReason, number>();
    const winners = new Set<string>();
    let games = 0;
    while (games < GAMES_AT_MOST && reasons.size < 4) {
      const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: `random-${games}` });
      const random = seededRandom(games + 1);
      while (!match.isOver) {
        expect(match.history.length).toBeLessThan(MOVE_BOUND);
        const seats = match.activePlayers();
        expect(seats).toHaveLength(1);
        const moves = match.legalMoves(seats[0]);
        expect(moves.length, `no choice at ${JSON.stringify(match.G.pending)}`).toBeGreaterThan(0);
        const choice = moves[random.Die(moves.length) - 1];
        expect(match.play(seats[0], choice)).toEqual({ ok: true });
      }
      const over = match.ctx.gameover as Gameover;
      // The clock guarantees the end: one Time counter a turn, the 20th wins for the Machines.
      expect(match.G.turn).toBeLessThanOrEqual(TIME_COUNTERS_TO_WIN);
      reasons.set(over.reason, (reasons.get(over.reason) ?? 0) + 1);
      winners.add(over.winner);
      games++;
    }
    expect([...reasons.keys()].sort(), `after ${games} games`).toEqual([
      'missions',
      'neo',
      'ship',
      'zion',
    ]);
    expect([...winners].sort()).toEqual([HUMANS, MACHINES]);
  }, 120_000);
});
