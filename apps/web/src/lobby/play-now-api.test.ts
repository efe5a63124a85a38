import { describe, expect, it } from 'vitest';
import { waitedWords } from './play-now-api';

describe('waitedWords', () => {
  it('shows minutes and seconds waited', () => {
    expect(waitedWords(0)).toBe('0:00');
    expect(waitedWords(7_900)).toBe('0:07');
    expect(waitedWords(90_000)).toBe('1:30');
    expect(waitedWords(-5)).toBe('0:00');
  });
});
