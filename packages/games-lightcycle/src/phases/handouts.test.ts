/** Handouts: each capture gives every other player one Special, round-robin from the capturer's left, while the deck lasts. */
import { describe, expect, it } from 'vitest';
import { cellAt, playRound, roundEvents, scenario } from '../testing/scenario';

const at = cellAt(14); // 4 players → 14×14

const fourCycles = {
  0: [at(2, 2), at(2, 1)],
  1: [at(2, 11), at(1, 11)],
  2: [at(11, 11), at(11, 12)],
  3: [at(11, 2), at(12, 2)],
};

describe('Special handouts on capture', () => {
  it('with 4 players every other player gets one Special', () => {
    const match = scenario(4, fourCycles, { flags: [at(3, 11)] });
    const deckBefore = match.G.deck.length;
    playRound(match, {
      0: { card: 'forward' },
      1: { card: 'forward' },
      2: { card: 'forward' },
      3: { card: 'forward' },
    });
    expect(match.G.seats[1].score).toBe(3);
    expect(match.G.seats[1].hand).toHaveLength(0);
    for (const p of ['0', '2', '3']) expect(match.G.seats[p].hand).toHaveLength(1);
    expect(match.G.deck).toHaveLength(deckBefore - 3);
  });

  it("when the deck runs short, dealing starts at the capturer's left and stops when it is empty", () => {
    const match = scenario(4, fourCycles, { flags: [at(3, 11)] });
    match.patch((G) => {
      G.seats[0].hand = G.deck.splice(0, G.deck.length - 2); // two cards left in the deck
    });
    const handsBefore = [0, 1, 2, 3].map((p) => match.G.seats[p].hand.length);
    playRound(match, {
      0: { card: 'forward' },
      1: { card: 'forward' },
      2: { card: 'forward' },
      3: { card: 'forward' },
    });
    const gained = [0, 1, 2, 3].map((p) => match.G.seats[p].hand.length - handsBefore[p]);
    // Player 2 captures; to its left are players 3 and 4 (seats 2 and 3), then player 1 (seat 0).
    expect(gained).toEqual([0, 0, 1, 1]);
    expect(match.G.deck).toHaveLength(0);
    expect(roundEvents(match)).toContain(
      "Player 2's capture hands out 2 Specials (the deck ran out).",
    );
  });

  it('played Specials go back into the deck before the handouts', () => {
    const at = cellAt(12); // 3 players → 12×12
    const match = scenario(
      3,
      { 0: [at(2, 2), at(2, 1)], 1: [at(2, 9), at(1, 9)], 2: [at(9, 9), at(9, 10)] },
      { flags: [at(3, 9)], hands: { 0: ['crusher'] } },
    );
    match.patch((G) => {
      G.seats[2].hand = G.deck.splice(0); // the deck is empty before the round
    });
    playRound(match, {
      0: { card: 'crusher', edge: [at(6, 6), at(6, 7)] },
      1: { card: 'forward' },
      2: { card: 'forward' },
    });
    expect(match.G.seats[1].score).toBe(3);
    // The Crusher card went back into the deck and was dealt to player 3 (seat 2), left of the capturer.
    expect(match.G.seats[2].hand.filter((c) => c.def === 'crusher')).toHaveLength(1 + 2);
    expect(match.G.seats[0].hand).toHaveLength(0);
  });
});

describe('two captures in one round', () => {
  it('each capture deals to every other player, so the two capturers deal to each other', () => {
    const at = cellAt(12);
    const cycles = { 0: [at(2, 2), at(2, 1)], 1: [at(2, 9), at(1, 9)], 2: [at(9, 9), at(9, 10)] };
    const match = scenario(3, cycles, { flags: [at(2, 3), at(3, 9)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' }, 2: { card: 'forward' } });
    expect([0, 1, 2].map((p) => match.G.seats[p].score)).toEqual([3, 3, 0]);
    expect([0, 1, 2].map((p) => match.G.seats[p].hand.length)).toEqual([1, 1, 2]);
  });

  it('with 3 cards left: the first capture (player 1) deals to players 2 and 3, the second (player 2) to player 3 and stops', () => {
    const at = cellAt(12);
    const cycles = { 0: [at(2, 2), at(2, 1)], 1: [at(2, 9), at(1, 9)], 2: [at(9, 9), at(9, 10)] };
    const match = scenario(3, cycles, { flags: [at(2, 3), at(3, 9)] });
    match.patch((G) => {
      G.seats[2].hand = G.deck.splice(0, G.deck.length - 3);
    });
    const before = [0, 1, 2].map((p) => match.G.seats[p].hand.length);
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' }, 2: { card: 'forward' } });
    expect([0, 1, 2].map((p) => match.G.seats[p].hand.length - before[p])).toEqual([0, 1, 2]);
    expect(match.G.deck).toHaveLength(0);
  });
});
