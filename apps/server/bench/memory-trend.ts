/**
 * Whether a soak's memory stayed flat: each server process's resident memory over the last two
 * thirds of the run (the first third is warm-up: caches and pools filling), as the mean of its
 * middle third against the mean of its last third. A leak shows as steady growth between them.
 */
export interface MemoryTrend {
  /** Mean RSS of the middle third and of the last third of the samples, MB, per process. */
  middleMB: number[];
  lastMB: number[];
  /** Growth from the middle third to the last, per process, MB. */
  growthMB: number[];
  /** Flat: no process grew by more than `toleranceShare` of its middle-third memory. */
  flat: boolean;
}

export function memoryTrend(
  samples: ReadonlyArray<{ rssMB: readonly number[] }>,
  toleranceShare = 0.1,
): MemoryTrend | undefined {
  const third = Math.floor(samples.length / 3);
  if (third < 1) return undefined;
  const processes = Math.min(...samples.map((s) => s.rssMB.length));
  const mean = (part: ReadonlyArray<{ rssMB: readonly number[] }>, i: number) =>
    Math.round(part.reduce((sum, s) => sum + s.rssMB[i], 0) / part.length);
  const middle = samples.slice(third, 2 * third);
  const last = samples.slice(samples.length - third);
  const middleMB = Array.from({ length: processes }, (_, i) => mean(middle, i));
  const lastMB = Array.from({ length: processes }, (_, i) => mean(last, i));
  const growthMB = lastMB.map((mb, i) => mb - middleMB[i]);
  return {
    middleMB,
    lastMB,
    growthMB,
    flat: growthMB.every((growth, i) => growth <= middleMB[i] * toleranceShare),
  };
}
