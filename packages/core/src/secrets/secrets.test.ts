import { describe, expect, it } from 'vitest';
import { hideZone, isHidden, viewSeats, zoneSize } from './hidden-zone';
import { expireReveals, revealTo, revealsFor, type Reveals } from './reveals';

describe('hidden zones', () => {
  it('replace a zone by its size only', () => {
    const hidden = hideZone(['tron:ram#1', 'tron:flynn#1']);
    expect(hidden).toEqual({ hidden: true, size: 2 });
    expect(JSON.stringify(hidden)).not.toContain('ram');
    expect(isHidden(hidden)).toBe(true);
    expect(zoneSize(hidden)).toBe(2);
    expect(zoneSize(['a'])).toBe(1);
  });

  it('viewSeats shows a seat its own record and hides the others', () => {
    const seats = { '0': ['a', 'b'], '1': ['c'] };
    expect(viewSeats(seats, '0', hideZone)).toEqual({
      '0': ['a', 'b'],
      '1': { hidden: true, size: 1 },
    });
    expect(viewSeats(seats, null, hideZone)).toEqual({
      '0': { hidden: true, size: 2 },
      '1': { hidden: true, size: 1 },
    });
  });
});

describe('reveals', () => {
  it('are visible only to their viewer, never to spectators, and expire', () => {
    const reveals: Reveals<string> = [];
    revealTo(reveals, { viewer: '1', owner: '0', source: 'Logic Probe', cards: ['a'], until: 3 });
    expect(revealsFor(reveals, '1')).toHaveLength(1);
    expect(revealsFor(reveals, '0')).toEqual([]);
    expect(revealsFor(reveals, null)).toEqual([]);
    expireReveals(reveals, 3);
    expect(reveals).toHaveLength(1);
    expireReveals(reveals, 4);
    expect(reveals).toEqual([]);
  });

  it('copies the cards so later zone changes do not alter what was seen', () => {
    const hand = ['a', 'b'];
    const reveals: Reveals<string> = [];
    revealTo(reveals, { viewer: '1', owner: '0', source: 'Clu', cards: hand });
    hand.pop();
    expect(reveals[0]?.cards).toEqual(['a', 'b']);
  });
});
