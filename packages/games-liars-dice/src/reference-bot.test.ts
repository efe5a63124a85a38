import { describe, expect, it } from 'vitest';
import { enumerate } from './legal-moves';
import { reference } from './reference-bot';
import { bidOf, table } from './testing/scenario';
import { playerView } from './view';
import type { Face } from './dice';
import type { Bid } from './state';

/** Seat 0 holds `cup`, seat 1 five hidden dice; what the reference player does facing `bid`. */
function decide(cup: Face[], bid: Bid | null, calza = false) {
  const match = table({ '0': cup, '1': [2, 3, 4, 5, 6] }, { bid, calza });
  const view = playerView({ G: match.G, ctx: match.ctx, playerID: '0' });
  const choice = reference(view, match.ctx, '0', enumerate(match.G, match.ctx, '0'));
  expect(match.play('0', choice)).toEqual({ ok: true });
  return choice;
}

describe('the reference player (expected-count bidder)', () => {
  it('opens on the face it holds most, at its expected count rounded down', () => {
    // Three 4s and an ace = 4 fours of mine, + 5 × 1/3 of the others' = 5.67 → 5 fours.
    expect(decide([1, 4, 4, 4, 6], null)).toEqual({ move: 'bid', args: [5, 4] });
  });

  it('raises on the face most below its expectation', () => {
    // Facing 3 fours with two 6s and an ace: sixes expected 3 + 5/3 = 4.67, 3 sixes beats it.
    expect(decide([1, 2, 3, 6, 6], bidOf(3, 4, '1'))).toEqual({ move: 'bid', args: [3, 6] });
  });

  it('calls Dudo on a bid a die or more above what it expects', () => {
    // No 5 and no ace: 5 fives expected 5/3, so 4 fives is 2.3 dice too many.
    expect(decide([2, 3, 4, 6, 6], bidOf(4, 5, '1'))).toEqual({ move: 'dudo' });
  });

  it('calls Calza when the bid is its expected count and few dice are hidden', () => {
    // Two 3s and an ace, three hidden dice: 3 + 3 × 1/3 = 4 threes expected, bid exactly.
    const match = table(
      { '0': [1, 3, 3, 5, 6], '1': [2, 3, 4] },
      { bid: bidOf(4, 3, '1'), calza: true },
    );
    const view = playerView({ G: match.G, ctx: match.ctx, playerID: '0' });
    expect(reference(view, match.ctx, '0', enumerate(match.G, match.ctx, '0'))).toEqual({
      move: 'calza',
    });
  });
});
