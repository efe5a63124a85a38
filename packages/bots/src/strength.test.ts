/**
 * The search plays the game, not just legal moves: seeded (so exactly repeatable) matches on the
 * real rules against boardgame.io's RandomBot. Full win-rate figures are in the benchmark.
 */
import { describe, expect, it } from 'vitest';
import { RandomBot } from 'boardgame.io/ai';
import { fairBotPlayer, playMatch, stockBotPlayer, type ArenaPlayer } from './arena';
import { FairBot } from './fair-bot';
import { goofspiel, ticTacToe } from '@gridplay/core/testing';
import type { GameModule } from '@gridplay/core';

const counted = (iterations: number) => ({ iterations, timeMs: Number.POSITIVE_INFINITY });

async function fairAgainstRandom(module: GameModule, game: number, iterations: number) {
  const fairSeat = String(game % 2);
  const players: Record<string, ArenaPlayer> = {
    [fairSeat]: fairBotPlayer(
      new FairBot({ module, seed: `fair-${game}`, budget: counted(iterations) }),
    ),
    [String(1 - (game % 2))]: stockBotPlayer(
      new RandomBot({ enumerate: module.game.ai.enumerate as never, seed: `random-${game}` }),
    ),
  };
  const result = await playMatch(module, players, { numPlayers: 2, seed: `match-${game}` });
  const over = result.gameover as { winner?: string; draw?: boolean };
  return over.draw ? 'draw' : over.winner === fairSeat ? 'win' : 'loss';
}

// Deterministic (seeded, budgets counted in iterations); the timeout only allows for a busy machine.
const TIMEOUT = 120_000;

describe('fair bot strength (seeded matches)', () => {
  it(
    'never loses Tic-tac-toe to a random player, from either seat',
    async () => {
      const results = [];
      for (let game = 0; game < 6; game++)
        results.push(await fairAgainstRandom(ticTacToe, game, 150));
      expect(results).not.toContain('loss');
      expect(results.filter((r) => r === 'win').length).toBeGreaterThanOrEqual(4);
    },
    TIMEOUT,
  );

  it(
    'plays simultaneous secret bids (Goofspiel) to the end, every bid accepted, mostly winning',
    async () => {
      const results = [];
      for (let game = 0; game < 6; game++)
        results.push(await fairAgainstRandom(goofspiel, game, 60));
      expect(results.filter((r) => r === 'win').length).toBeGreaterThanOrEqual(4);
    },
    TIMEOUT,
  );
});
