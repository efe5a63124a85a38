/**
 * What a finished or cut-off playout is worth to each seat, in [0, 1]: 1 for a win, 0 for a
 * loss, ½ for a draw, the game's `evaluate` when the playout stopped before the end.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { BotSupport } from '@gridplay/core';

export type Rewards = Record<PlayerID, number>;

function winnersOf(gameover: unknown): PlayerID[] | undefined {
  if (gameover === null || typeof gameover !== 'object') return undefined;
  const { winner, winners } = gameover as { winner?: unknown; winners?: unknown };
  const list = winners ?? winner;
  if (typeof list === 'string' || typeof list === 'number') return [String(list)];
  if (Array.isArray(list)) return list.map(String);
  return undefined;
}

export function gameoverRewards(gameover: unknown, ctx: Ctx): Rewards {
  const winners = winnersOf(gameover);
  const rewards: Rewards = {};
  for (const seat of ctx.playOrder)
    rewards[seat] = winners ? (winners.includes(seat) ? 1 : 0) : 0.5;
  return rewards;
}

export function cutoffRewards(G: unknown, ctx: Ctx, evaluate: BotSupport['evaluate']): Rewards {
  const rewards: Rewards = {};
  for (const seat of ctx.playOrder) {
    const value = evaluate ? evaluate(G, ctx, seat) : 0.5;
    rewards[seat] = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;
  }
  return rewards;
}
