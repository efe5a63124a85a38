/**
 * A game's own policy (`bot.policy`): weights over the moves a seat may take, read two ways by
 * the search — as the rollout policy when the game gives no `rollout` (a move is drawn in
 * proportion to its weight), and as a prior on a node's moves (`search-tree.ts`: the heaviest
 * untried move is tried first, and a bonus for the prior's share fades as a move gets visits).
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { type AiMove, type BotSupport, randomIndex, type Randomness } from '@gridplay/core';

export type Policy = NonNullable<BotSupport['policy']>;

/**
 * The policy's weights for `moves`, as shares summing to 1 (all zero: uniform). Throws, naming
 * the game, when the policy answers with the wrong length or a negative or non-finite weight.
 */
export function policyShares(
  policy: Policy,
  gameId: string,
  G: unknown,
  ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
): number[] {
  const weights = policy(G, ctx, seat, moves);
  if (!Array.isArray(weights) || weights.length !== moves.length) {
    throw new Error(
      `${gameId}: bot.policy returned ${Array.isArray(weights) ? weights.length : typeof weights} ` +
        `weights for ${moves.length} moves; it must return one weight per move, in order.`,
    );
  }
  let sum = 0;
  for (const [index, weight] of weights.entries()) {
    if (!Number.isFinite(weight) || weight < 0) {
      throw new Error(
        `${gameId}: bot.policy gave ${JSON.stringify(moves[index])} the weight ${weight}; ` +
          'weights must be finite and non-negative.',
      );
    }
    sum += weight;
  }
  if (sum === 0) return weights.map(() => 1 / weights.length);
  return weights.map((weight) => weight / sum);
}

/** Draw an index in proportion to `shares` (which sum to 1). */
export function sampleShare(shares: number[], random: Randomness): number {
  let draw = random.Number();
  for (const [index, share] of shares.entries()) {
    draw -= share;
    if (draw < 0 && share > 0) return index;
  }
  // Rounding left a sliver: the last move with any weight.
  for (let index = shares.length - 1; index >= 0; index--) if (shares[index] > 0) return index;
  return randomIndex(random, shares.length);
}

/** The policy as a rollout: one of `moves`, drawn in proportion to its weight. */
export function policyRollout(policy: Policy, gameId: string): NonNullable<BotSupport['rollout']> {
  return (G, ctx, seat, moves, random) =>
    moves[sampleShare(policyShares(policy, gameId, G, ctx, seat, moves), random)];
}
