import { describe, expect, it } from 'vitest';
import { allUnique, uniquenessViolation } from './uniqueness';

const nameOf = (id: string) => id.replace(/#.*$/, '');

describe('uniqueness: one card of a name in play per player', () => {
  it('refuses a second copy of a name and says why', () => {
    expect(uniquenessViolation(['tron#1', 'ram#1'], 'tron#2', nameOf)).toMatch(
      /tron is already in play/,
    );
  });

  it('allows a name not yet in play', () => {
    expect(uniquenessViolation(['tron#1'], 'ram#2', nameOf)).toBeUndefined();
  });

  it('detects a duplicated board', () => {
    expect(allUnique(['a#1', 'b#1'], nameOf)).toBe(true);
    expect(allUnique(['a#1', 'a#2'], nameOf)).toBe(false);
  });
});
