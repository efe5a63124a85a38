import { describe, expect, it } from 'vitest';
import { bidOf, ok, refused, table } from '../testing/scenario';

const five = [2, 3, 4, 5, 6] as const;
const threePlayers = () => ({ '0': [...five], '1': [...five], '2': [...five] });

describe('bidding', () => {
  it('a raise is a higher quantity of any face', () => {
    const match = table(threePlayers(), { bid: bidOf(3, 5, '2') });
    ok(match, '0', 'bid', 4, 2);
    expect(match.G.bid).toEqual(bidOf(4, 2, '0'));
  });

  it('or the same quantity of a higher face', () => {
    ok(table(threePlayers(), { bid: bidOf(3, 5, '2') }), '0', 'bid', 3, 6);
    refused(
      table(threePlayers(), { bid: bidOf(3, 5, '2') }),
      '0',
      'bid',
      [3, 4],
      'A raise is more dice, or as many dice of a higher face, than 3 fives.',
    );
    refused(
      table(threePlayers(), { bid: bidOf(3, 5, '2') }),
      '0',
      'bid',
      [3, 5],
      'A raise is more dice, or as many dice of a higher face, than 3 fives.',
    );
  });

  it('the first bid of a round may not be on aces', () => {
    refused(
      table(threePlayers()),
      '0',
      'bid',
      [2, 1],
      'The first bid of a round may not be on aces.',
    );
    ok(table(threePlayers()), '0', 'bid', 1, 2);
  });

  it('bidding aces needs at least half the quantity, rounded up', () => {
    ok(table(threePlayers(), { bid: bidOf(5, 4, '2') }), '0', 'bid', 3, 1);
    refused(
      table(threePlayers(), { bid: bidOf(5, 4, '2') }),
      '0',
      'bid',
      [2, 1],
      'Bidding aces needs at least half of 5, rounded up: 3 aces or more.',
    );
    ok(table(threePlayers(), { bid: bidOf(6, 4, '2') }), '0', 'bid', 3, 1);
  });

  it('aces are raised by a higher quantity of aces', () => {
    ok(table(threePlayers(), { bid: bidOf(2, 1, '2') }), '0', 'bid', 3, 1);
    refused(
      table(threePlayers(), { bid: bidOf(2, 1, '2') }),
      '0',
      'bid',
      [2, 1],
      'A raise is more dice, or as many dice of a higher face, than 2 aces.',
    );
  });

  it('leaving aces needs at least double the aces plus one', () => {
    ok(table(threePlayers(), { bid: bidOf(2, 1, '2') }), '0', 'bid', 5, 6);
    refused(
      table(threePlayers(), { bid: bidOf(2, 1, '2') }),
      '0',
      'bid',
      [4, 6],
      'Leaving aces needs at least double 2 plus one: 5 sixes or more.',
    );
  });

  it('a bid may not name more dice than are on the table', () => {
    const match = table({ '0': [2, 3], '1': [4] });
    refused(match, '0', 'bid', [4, 5], 'There are only 3 dice on the table.');
    ok(match, '0', 'bid', 3, 5);
  });

  it('only the player to act may bid, and the turn passes to the next player still in', () => {
    const match = table({ '0': [2, 3], '1': [], '2': [4] });
    refused(match, '2', 'bid', [1, 5], 'It is not your turn (waiting for player 1).');
    ok(match, '0', 'bid', 1, 5);
    expect(match.ctx.currentPlayer).toBe('2'); // player 2 is out: skipped
    ok(match, '2', 'bid', 2, 5);
    expect(match.ctx.currentPlayer).toBe('0');
  });

  it('a malformed bid is refused with what is wrong', () => {
    const match = table(threePlayers());
    refused(
      match,
      '0',
      'bid',
      [2, 7],
      'Malformed move: argument 2 must be one of 1, 2, 3, 4, 5, 6.',
    );
    refused(match, '0', 'bid', [0, 3], 'Malformed move: argument 1 is too small.');
    refused(match, '0', 'bid', [1.5, 3], 'Malformed move: argument 1 should be an int.');
  });
});
