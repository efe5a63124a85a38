import { describe, expect, it } from 'vitest';
import { looksSignedIn } from './current-account';

describe('the signed-in hint', () => {
  it('is read from the readable cookie the server sets at login and clears at logout', () => {
    expect(looksSignedIn('a=b; gridplay_signed_in=1')).toBe(true);
    expect(looksSignedIn('gridplay_signed_in=1')).toBe(true);
    expect(looksSignedIn('')).toBe(false);
    expect(looksSignedIn('gridplay_signed_in=')).toBe(false);
    expect(looksSignedIn('not_gridplay_signed_in=1')).toBe(false);
  });
});
