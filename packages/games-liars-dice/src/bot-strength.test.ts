/**
 * The fair bot at the "easy" budget (40 iterations) plays Liar's Dice, not just legal moves:
 * seeded 2-player matches on the real rules against a player who picks uniformly among the same
 * choices. Budgets are counted in iterations, so the result repeats exactly.
 */
import { expect, it } from 'vitest';
import { LocalMatch, randomIndex, seededRandom } from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import { enumerate } from './legal-moves';
import module from './index';
import type { State } from './state';
import { playerView } from './view';

function playAgainstRandom(game: number): boolean {
  const fairSeat = String(game % 2);
  const random = seededRandom(game);
  const match = new LocalMatch<State>(module.game, { numPlayers: 2, seed: `strength-${game}` });
  while (!match.isOver) {
    const seat = match.ctx.currentPlayer;
    const choice =
      seat === fairSeat
        ? decideMove({
            module,
            G: playerView({ G: match.G, ctx: match.ctx, playerID: seat }),
            ctx: match.ctx,
            seat,
            difficulty: 'easy',
            seed: `fair-${game}-${match.history.length}`,
            budget: { iterations: 40, timeMs: Number.POSITIVE_INFINITY },
          })
        : undefined;
    const moves = enumerate(match.G, match.ctx, seat);
    expect(match.play(seat, choice ?? moves[randomIndex(random, moves.length)]).ok).toBe(true);
  }
  return (match.ctx.gameover as { winner: string }).winner === fairSeat;
}

it('the easy fair bot beats random play in at least 8 of 10 games', { timeout: 120_000 }, () => {
  const wins = Array.from({ length: 10 }, (_, game) => playAgainstRandom(game)).filter(Boolean);
  expect(wins.length).toBeGreaterThanOrEqual(8);
});
