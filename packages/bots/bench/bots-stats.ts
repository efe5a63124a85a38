/** Win-rate arithmetic for the bots benchmark. */

/** Wilson score interval for a proportion (95% by default). */
export function wilson(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const margin =
    (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - margin), high: Math.min(1, centre + margin) };
}

export interface Tally {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Games stopped at the move cap without a result. */
  unfinished: number;
}

/** Score = (wins + draws / 2) / games, with its Wilson interval (draws as half a success). */
export function scoreOf(tally: Tally) {
  const points = tally.wins + tally.draws / 2;
  const { low, high } = wilson(points, tally.games);
  return { rate: tally.games ? points / tally.games : 0, ci95: [low, high] as [number, number] };
}

export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
