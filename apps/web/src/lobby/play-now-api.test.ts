import { afterEach, describe, expect, it, vi } from 'vitest';
import { playTheAi, waitedWords } from './play-now-api';

describe('waitedWords', () => {
  it('shows minutes and seconds waited', () => {
    expect(waitedWords(0)).toBe('0:00');
    expect(waitedWords(7_900)).toBe('0:07');
    expect(waitedWords(90_000)).toBe('1:30');
    expect(waitedWords(-5)).toBe('0:00');
  });
});

describe('playTheAi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the AI at the level the player chose, as JSON', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'matched', matchID: 'm' }));
    vi.stubGlobal('fetch', fetch);
    await playTheAi('t'.repeat(32), 'hard');
    expect(fetch).toHaveBeenCalledWith(`/api/play-now/${'t'.repeat(32)}/ai`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ level: 'hard' }),
    });
  });
});
