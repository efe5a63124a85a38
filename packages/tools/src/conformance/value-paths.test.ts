import { describe, expect, it } from 'vitest';
import {
  changedParts,
  hiddenParts,
  hiddenPlaces,
  isDistinctive,
  textMentions,
  withoutPath,
} from './value-paths';

describe('value paths', () => {
  it('hiddenParts lists what one view shows and another hides, and every part inside it', () => {
    const own = { dice: { '0': [3, 5, 1], '1': { hidden: true, size: 3 } }, round: 2 };
    const spectator = { dice: { '0': { hidden: true, size: 3 }, '1': { hidden: true, size: 3 } } };
    expect(hiddenParts(own, { ...spectator, round: 2 }, ['G'])).toEqual([
      { path: ['G', 'dice', '0'], value: [3, 5, 1] },
      { path: ['G', 'dice', '0', '0'], value: 3 },
      { path: ['G', 'dice', '0', '1'], value: 5 },
      { path: ['G', 'dice', '0', '2'], value: 1 },
    ]);
    expect(hiddenPlaces(own, { ...spectator, round: 2 }, ['G'])).toEqual([
      { path: ['G', 'dice', '0'], value: [3, 5, 1] },
    ]);
  });

  it('changedParts lists the changed containers on the way and all of a replaced part', () => {
    const before = { a: { b: 1, c: 'x' }, d: [1] };
    const after = { a: { b: 2, c: 'x' }, d: [1] };
    expect(changedParts(before, after).map((part) => part.path.join('.'))).toEqual([
      '',
      'a',
      'a.b',
    ]);
  });

  it('a card id or a group of three values is distinctive; a lone number or word is not', () => {
    expect(isDistinctive('tron:aim#3')).toBe(true);
    expect(isDistinctive([3, 5, 1])).toBe(true);
    expect(isDistinctive(5)).toBe(false);
    expect(isDistinctive('left')).toBe(false);
    expect(isDistinctive({ card: 'left' })).toBe(false);
  });

  it('textMentions finds ids and lists of three or more, not parts of other numbers', () => {
    expect(textMentions('holding 3, 5, 1 under the cup', [3, 5, 1])).toBe(true);
    expect(textMentions('holding [3,5,1]', [3, 5, 1])).toBe(true);
    expect(textMentions('holding 13, 5, 1', [3, 5, 1])).toBe(false);
    expect(textMentions('bids 3 × 5', [3, 5])).toBe(false);
    expect(textMentions('plays tron:aim#3', 'tron:aim#3')).toBe(true);
  });

  it('withoutPath copies along the path only', () => {
    const value = { G: { pending: { stage: 'main', seat: '0' } }, ctx: { turn: 1 } };
    const rest = withoutPath(value, ['G', 'pending', 'stage']) as typeof value;
    expect(rest).toEqual({ G: { pending: { stage: undefined, seat: '0' } }, ctx: { turn: 1 } });
    expect(rest.ctx).toBe(value.ctx);
    expect(value.G.pending.stage).toBe('main');
  });
});
