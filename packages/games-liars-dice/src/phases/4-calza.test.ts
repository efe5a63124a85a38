import { describe, expect, it } from 'vitest';
import { describeMove } from '@gridplay/core';
import module from '../index';
import { bidOf, ok, refused, sizes, table } from '../testing/scenario';

describe('Calza (option)', () => {
  it('is off by default', () => {
    refused(
      table({ '0': [2], '1': [3] }, { bid: bidOf(1, 3, '1') }),
      '0',
      'calza',
      [],
      'Calza is not played in this match (it is a setup option).',
    );
  });

  it('needs a bid to claim exact', () => {
    refused(
      table({ '0': [2], '1': [3] }, { calza: true }),
      '0',
      'calza',
      [],
      'There is no bid to call Calza on yet: open the round with a bid.',
    );
  });

  it('exact: the claimer regains a die and opens the next round', () => {
    // Three 4s bid: one 4 and two aces make exactly three.
    const match = table({ '0': [1, 2], '1': [1, 4, 6] }, { bid: bidOf(3, 4, '1'), calza: true });
    const line = describeMove(module.game, match.state, '0', 'calza');
    ok(match, '0', 'calza');
    expect(sizes(match.G)).toEqual([3, 3]);
    expect(match.G.lastReveal).toMatchObject({ call: 'calza', gainer: '0', loser: null });
    expect(match.G.opener).toBe('0');
    expect(match.ctx.currentPlayer).toBe('0');
    expect(line).toMatch(/: 3 fours \(aces wild\)\. Exact: Player 1 regains a die\.$/);
  });

  it('exact, but never above five dice', () => {
    const match = table(
      { '0': [1, 2, 3, 5, 6], '1': [1, 4, 6] },
      { bid: bidOf(3, 4, '1'), calza: true },
    );
    ok(match, '0', 'calza');
    expect(sizes(match.G)).toEqual([5, 3]);
    expect(match.G.lastReveal).toMatchObject({ gainer: null, loser: null });
  });

  it('not exact: the claimer loses a die and opens the next round', () => {
    const match = table(
      { '0': [2, 2], '1': [4, 6], '2': [5] },
      { bid: bidOf(2, 4, '2'), calza: true, toAct: '1' },
    );
    ok(match, '1', 'calza');
    expect(sizes(match.G)).toEqual([2, 1, 1]);
    expect(match.G.lastReveal).toMatchObject({ loser: '1', gainer: null, counted: 1 });
    expect(match.G.opener).toBe('1');
    expect(match.ctx.currentPlayer).toBe('1');
  });
});
