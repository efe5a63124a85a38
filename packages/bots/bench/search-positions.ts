/**
 * Positions for timing and checking the fair bot's search: seeded random games stopped at a
 * random depth where the seat to move has a real choice (the game not over, two legal moves or
 * more). The same module, seed prefix and random source give the same positions.
 *
 * Import it dynamically after setting NODE_ENV, like the rest of a benchmark's code.
 */
import {
  type GameModule,
  defaultSetupData,
  LocalMatch,
  randomIndex,
  type Randomness,
} from '@gridplay/core';

export function numPlayersFor(module: GameModule): number {
  return Math.min(Math.max(2, module.meta.minPlayers), module.meta.maxPlayers);
}

export function setupFor(module: GameModule) {
  return module.meta.setupOptions.length ? defaultSetupData(module.meta) : undefined;
}

export interface SearchPosition {
  match: LocalMatch<any>;
  seat: string;
  /** Which of the tried games this is (its seed is `${seedPrefix}-${index}`). */
  index: number;
  /** Random moves played to reach it (fewer if a seat had none). */
  depth: number;
}

/** Up to `count` positions, trying at most ten games for each one wanted. */
export function* searchPositions(
  module: GameModule,
  options: { count: number; seedPrefix: string; random: Randomness; maxDepth: number },
): Generator<SearchPosition> {
  const { count, seedPrefix, random, maxDepth } = options;
  let found = 0;
  for (let index = 0; found < count && index < count * 10; index++) {
    const match = new LocalMatch<any>(module.game, {
      numPlayers: numPlayersFor(module),
      seed: `${seedPrefix}-${index}`,
      setupData: setupFor(module),
    });
    const depth = randomIndex(random, maxDepth);
    for (let i = 0; i < depth && !match.isOver; i++) {
      const seat = match.activePlayers()[0];
      const legal = match.legalMoves(seat);
      if (legal.length === 0) break;
      match.play(seat, legal[randomIndex(random, legal.length)]);
    }
    if (match.isOver) continue;
    const seat = match.activePlayers()[0];
    if (match.legalMoves(seat).length < 2) continue;
    found++;
    yield { match, seat, index, depth };
  }
}
