import { describe, expect, it } from 'vitest';
import { memoryTrend } from './memory-trend';

const samples = (rss: number[][]) => rss.map((rssMB) => ({ rssMB }));

describe('a soak’s memory trend', () => {
  it('calls memory flat when the last third stays near the middle third, warm-up aside', () => {
    const trend = memoryTrend(samples([[100], [180], [200], [202], [199], [203]]));
    expect(trend).toEqual({ middleMB: [201], lastMB: [201], growthMB: [0], flat: true });
  });

  it('calls a process that keeps growing a leak, naming its growth', () => {
    const trend = memoryTrend(
      samples([
        [100, 90],
        [150, 91],
        [200, 92],
        [250, 92],
        [300, 93],
        [350, 93],
      ]),
    );
    expect(trend?.growthMB).toEqual([100, 1]);
    expect(trend?.flat).toBe(false);
  });

  it('says nothing from fewer than three samples', () => {
    expect(memoryTrend(samples([[100], [100]]))).toBeUndefined();
  });
});
