/**
 * Root parallelization (Chaslot, Winands & van den Herik 2008): one decision searched by several
 * independent searches at once, each with its own seed on its own thread; their root statistics
 * are added up and the most visited move is played. On two cores a lone "hard" seat gets twice
 * the iterations in the same time. Server (`WorkerBotThinker`) and browser (`BotRunner`) use it.
 */
import type { AiMove } from '@gridplay/core';
import type { MoveStatistics, SearchResult } from './ismcts';
import { moveKey } from './search-tree';

/** What one search sends back from its thread: enough to merge, nothing about the world. */
export type RootStatistics = Pick<SearchResult, 'choice' | 'iterations' | 'moves'>;

/**
 * How many searches each deciding seat gets: the idle threads shared out, at least one each.
 * (Threads already busy with another match are not taken: that would only queue behind it.)
 */
export function searchesPerSeat(seatsThinking: number, idleThreads: number): number {
  return Math.max(1, Math.floor(idleThreads / Math.max(1, seatsThinking)));
}

/**
 * The seed of search `index` of one decision. The first keeps the decision's seed, so one search
 * decides exactly as before; none stays none (each search then draws fresh randomness).
 */
export function searchSeed(
  seed: string | number | undefined,
  index: number,
): string | number | undefined {
  if (seed === undefined || index === 0) return seed;
  return `${seed}/search-${index}`;
}

/** The searches' root statistics added up: visits summed, values weighted by visits. */
export function mergeSearches(parts: readonly RootStatistics[]): RootStatistics {
  if (parts.length === 0) throw new Error('mergeSearches needs at least one search.');
  if (parts.length === 1) return parts[0];
  const merged = new Map<string, MoveStatistics & { total: number }>();
  let iterations = 0;
  for (const part of parts) {
    iterations += part.iterations;
    for (const { choice, visits, value } of part.moves) {
      const key = moveKey(choice);
      const row = merged.get(key) ?? { choice, visits: 0, value: 0, total: 0 };
      row.visits += visits;
      row.total += value * visits;
      merged.set(key, row);
    }
  }
  const moves = [...merged.values()]
    .map(({ choice, visits, total }) => ({ choice, visits, value: visits ? total / visits : 0 }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  // No search ran (nothing to do, or a single legal move): every part answered the same.
  const choice: AiMove | undefined = iterations === 0 ? parts[0].choice : moves[0]?.choice;
  return { choice, iterations, moves };
}
