/**
 * Difficulty is search budget, nothing else: every level runs the same fair search, with fewer
 * or more sampled worlds. A search stops at whichever limit it reaches first.
 */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;

export type Difficulty = (typeof DIFFICULTIES)[number];

export interface SearchBudget {
  /** Most search iterations (one sampled world and one playout each). */
  iterations: number;
  /** Most wall-clock milliseconds for one decision. */
  timeMs: number;
}

/**
 * "hard" keeps a margin under the 1 s per decision promised on a 2-core machine: the clock is
 * checked between iterations, and one iteration of a long card game can take a few ms.
 */
export const BUDGETS: Readonly<Record<Difficulty, Readonly<SearchBudget>>> = {
  easy: { iterations: 40, timeMs: 150 },
  normal: { iterations: 400, timeMs: 400 },
  hard: { iterations: 100_000, timeMs: 800 },
};

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);
}

export function budgetOf(difficulty: Difficulty): SearchBudget {
  const budget = BUDGETS[difficulty];
  if (!budget) {
    throw new Error(
      `Unknown difficulty "${String(difficulty)}": choose one of ${DIFFICULTIES.join(', ')}.`,
    );
  }
  return { ...budget };
}

/**
 * One seat's time when `seatsThinking` bot seats decide in the same step on `threads` threads:
 * the difficulty's budget split over the rounds the threads need, so all of them answer in about
 * one budget (6 seats on 2 threads: 3 rounds of 267 ms on "hard"). Server and browser both use it.
 */
export function sharedTimeMs(
  difficulty: Difficulty,
  seatsThinking: number,
  threads: number,
): number {
  const rounds = Math.ceil(Math.max(1, seatsThinking) / Math.max(1, threads));
  return budgetOf(difficulty).timeMs / rounds;
}
