/**
 * The variant "the first player skips the first draw" (setup option `firstPlayerSkipsFirstDraw`,
 * off by default): the match's first turn powers up but draws no card; every later turn, and the
 * second player's first, draws as usual. Off, turn 1 draws like every turn (the rule text).
 */
import { describe, expect, it } from 'vitest';
import { opponentOf } from '../state';
import { newMatch } from '../testing/scenario';

/** The first player ends turn 1 (no resources, both pass): the second player's turn begins. */
function endFirstTurn(match: ReturnType<typeof newMatch>) {
  const first = match.G.first;
  expect(match.move(first, 'endResources')).toEqual({ ok: true });
  expect(match.move(first, 'pass')).toEqual({ ok: true });
  expect(match.move(opponentOf(first), 'pass')).toEqual({ ok: true });
  expect(match.ctx.currentPlayer).toBe(opponentOf(first));
}

// A demo deck: a NetNavi and 29 cards; the opening hand of 4 leaves 25 in the deck.
describe('the first player skips the first draw (variant)', () => {
  it('with the option, the first player powers up on turn 1 but draws no card', () => {
    const match = newMatch({ firstPlayerSkipsFirstDraw: true });
    const first = match.G.seats[match.G.first];
    expect(match.G.turnNumber).toBe(1);
    expect(first.hand).toHaveLength(4);
    expect(first.gauge).toHaveLength(1);
    expect(first.deck).toHaveLength(24);
    expect(match.G.narration.join(' ')).toContain(
      'draws no card (the first player skips the first draw)',
    );
  });

  it('with the option, the second player draws as usual on their first turn', () => {
    const match = newMatch({ firstPlayerSkipsFirstDraw: true });
    const second = opponentOf(match.G.first);
    expect(match.G.seats[second].hand).toHaveLength(4);
    endFirstTurn(match);
    expect(match.G.turnNumber).toBe(2);
    expect(match.G.seats[second].hand).toHaveLength(5);
    expect(match.G.seats[second].gauge).toHaveLength(1);
  });

  it('without it (the default), the first player draws on turn 1 like every turn', () => {
    const defaults: Array<Record<string, boolean>> = [{}, { firstPlayerSkipsFirstDraw: false }];
    for (const setupData of defaults) {
      const match = newMatch(setupData);
      const first = match.G.seats[match.G.first];
      expect(first.hand).toHaveLength(5);
      expect(first.gauge).toHaveLength(1);
      expect(first.deck).toHaveLength(23);
      expect(match.G.firstPlayerSkipsFirstDraw).toBeUndefined();
      endFirstTurn(match);
      expect(match.G.seats[opponentOf(match.G.first)].hand).toHaveLength(5);
    }
  });

  it('the option must be true or false', () => {
    expect(() => newMatch({ firstPlayerSkipsFirstDraw: 'yes' })).toThrow(
      /"firstPlayerSkipsFirstDraw" must be a boolean/,
    );
  });
});
