/**
 * The confidence interval every win rate is reported with: the bots' strength checks and the
 * balance report use the same one.
 */

/** Wilson score interval for a proportion (95%). */
export function wilson(successes: number, trials: number, z = 1.96): [number, number] {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const margin =
    (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}
