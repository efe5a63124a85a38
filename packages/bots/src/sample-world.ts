/**
 * Sampling the hidden part of the game: the only way the fair bot learns about what it cannot
 * see. It receives the seat's playerView and returns a full G in which everything hidden from
 * the seat was re-drawn at random by the game's own `bot.determinize`.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { type GameModule, type Randomness, viewHasSecrets } from '@gridplay/core';

export type WorldSampler = (random: Randomness) => unknown;

export class MissingDeterminizeError extends Error {
  constructor(gameId: string) {
    super(
      `The fair bot cannot play "${gameId}": the seat's view hides information and the game supplies no ` +
        'bot.determinize to sample it. Add `bot.determinize(view, ctx, seat, random)` to the game module.',
    );
    this.name = 'MissingDeterminizeError';
  }
}

/**
 * The sampler for one decision. Without a game-supplied `determinize`, the view itself is the
 * world — allowed only when the view hides nothing (`viewIsWhole`); otherwise the bot refuses to
 * play rather than play on a state with holes in it.
 */
export function worldSampler(
  module: GameModule,
  view: unknown,
  ctx: Ctx,
  seat: PlayerID,
  viewIsWhole: boolean = !viewHasSecrets(view),
): WorldSampler {
  const determinize = module.bot?.determinize;
  if (determinize) {
    // The contract: determinize returns a copy and never changes the view it is given (every
    // installed game's does so, most by sharing the unchanged parts). So the view is handed over
    // as it is — a deep copy here cost every search iteration a second copy of the whole state —
    // and whoever plays on the world copies it first (the fast path) or drafts it (the reducer).
    return (random) => determinize(view, ctx, seat, random);
  }
  if (!viewIsWhole) throw new MissingDeterminizeError(module.meta.id);
  return () => view;
}
