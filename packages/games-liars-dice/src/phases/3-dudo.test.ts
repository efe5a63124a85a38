import { describe, expect, it } from 'vitest';
import { describeMove } from '@gridplay/core';
import module from '../index';
import { playerView } from '../view';
import { bidOf, ok, refused, sizes, table } from '../testing/scenario';

describe('Dudo', () => {
  it('there is nothing to challenge before the first bid', () => {
    refused(
      table({ '0': [2], '1': [3] }),
      '0',
      'dudo',
      [],
      'There is no bid to challenge yet: open the round with a bid.',
    );
  });

  it('aces are wild: they count for the bid face', () => {
    // Four 5s bid; there are two 5s and two aces: exactly four, so the challenger loses.
    const match = table({ '0': [1, 5, 6], '1': [1, 2, 5] }, { bid: bidOf(4, 5, '1') });
    ok(match, '0', 'dudo');
    expect(match.G.lastReveal?.counted).toBe(4);
    expect(sizes(match.G)).toEqual([2, 3]);
  });

  it('a bid on aces counts the aces only', () => {
    const match = table({ '0': [1, 5, 6], '1': [1, 5, 5] }, { bid: bidOf(3, 1, '1') });
    ok(match, '0', 'dudo');
    expect(match.G.lastReveal?.counted).toBe(2);
    expect(sizes(match.G)).toEqual([3, 2]); // fewer than bid: the bidder loses
  });

  it('fewer than bid: the bidder loses a die and opens the next round', () => {
    const match = table({ '0': [2, 3], '1': [4, 4], '2': [6] }, { bid: bidOf(3, 4, '2') });
    ok(match, '0', 'dudo');
    expect(match.G.lastReveal).toMatchObject({ loser: '2', caller: '0', counted: 2 });
    expect(sizes(match.G)).toEqual([2, 2, 0]);
    // Player 3 lost their last die: the next player still in (player 1) opens.
    expect(match.G.opener).toBe('0');
    expect(match.ctx.currentPlayer).toBe('0');
  });

  it('as many as bid or more: the challenger loses a die and opens the next round', () => {
    const match = table({ '0': [2, 3], '1': [4, 4], '2': [6, 6] }, { bid: bidOf(2, 4, '0') });
    ok(match, '0', 'bid', 2, 6);
    ok(match, '1', 'dudo');
    expect(match.G.lastReveal).toMatchObject({ loser: '1', counted: 2 });
    expect(sizes(match.G)).toEqual([2, 1, 2]);
    expect(match.G.opener).toBe('1');
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.bid).toBeNull();
  });

  it('the reveal is public and shows the dice of the call, copied before the next roll', () => {
    const cups = { '0': [1, 3, 3] as const, '1': [2, 5, 6] as const, '2': [4, 4, 6] as const };
    const match = table(
      { '0': [...cups['0']], '1': [...cups['1']], '2': [...cups['2']] },
      { bid: bidOf(3, 3, '2'), seed: 'reveal' },
    );
    const line = describeMove(module.game, match.state, '0', 'dudo');
    ok(match, '0', 'dudo');
    expect(match.G.lastReveal?.cups).toEqual(cups);
    expect(match.G.round).toBe(2);
    expect(match.G.cups).not.toEqual({ '0': [1, 3, 3], '1': [2, 5, 6], '2': [4, 4] });
    for (const viewer of ['0', '1', '2', null])
      expect(playerView({ G: match.G, ctx: match.ctx, playerID: viewer }).lastReveal).toEqual(
        match.G.lastReveal,
      );
    // The log line tells every seat the whole reveal and the result.
    expect(line).toBe(
      'Player 1 calls Dudo on 3 threes. Player 1: 1 3 3 · Player 2: 2 5 6 · Player 3: 4 4 6: ' +
        '3 threes (aces wild). Player 1 loses a die.',
    );
  });

  it('a player with no dice is out, and the last player with dice wins', () => {
    const match = table({ '0': [2], '1': [3], '2': [] }, { bid: bidOf(1, 5, '1') });
    const line = describeMove(module.game, match.state, '0', 'dudo');
    ok(match, '0', 'dudo');
    expect(line).toMatch(/Player 2 loses a die and is out\.$/);
    expect(match.ctx.gameover).toEqual({ winner: '0' });
    expect(module.outcome?.(match.ctx.gameover, match.state)).toBe(
      'Player 1 is the last with dice and wins',
    );
    expect(match.G.lastReveal?.cups).toEqual({ '0': [2], '1': [3], '2': [] });
    // The match is over: no new round is rolled.
    expect(match.G.round).toBe(1);
    expect(match.G.cups).toEqual({ '0': [2], '1': [], '2': [] });
  });

  it('nobody moves after the game is over', () => {
    const match = table({ '0': [2], '1': [3] }, { bid: bidOf(1, 5, '1') });
    ok(match, '0', 'dudo');
    refused(match, '0', 'bid', [1, 2], 'The game is over.');
  });
});
