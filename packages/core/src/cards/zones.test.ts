import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../random';
import {
  discardAtRandom,
  discardCards,
  discardFromHandOf,
  draw,
  moveCard,
  overHandLimit,
  peek,
  searchAndShuffle,
  shuffleDiscardIntoDeck,
  shuffledSeatPiles,
  takeFromHandOf,
} from './zones';

const sorted = (cards: string[]) => [...cards].sort();

describe('draw', () => {
  it('takes cards from the top of the deck in order', () => {
    const piles = { deck: ['a', 'b', 'c'], discard: [] as string[] };
    const hand: string[] = [];
    expect(draw(piles, hand, 2, seededRandom(1))).toEqual(['a', 'b']);
    expect(hand).toEqual(['a', 'b']);
    expect(piles.deck).toEqual(['c']);
  });

  it('reshuffles the discard into a new deck when the deck runs out', () => {
    const piles = { deck: ['a'], discard: ['x', 'y', 'z'] };
    const hand: string[] = [];
    const drawn = draw(piles, hand, 3, seededRandom(2));
    expect(drawn[0]).toBe('a');
    expect(sorted(drawn.slice(1).concat(piles.deck))).toEqual(['x', 'y', 'z']);
    expect(piles.discard).toEqual([]);
  });

  it('stops when both deck and discard are empty', () => {
    const piles = { deck: ['a'], discard: [] as string[] };
    const hand: string[] = [];
    expect(draw(piles, hand, 5, seededRandom(3))).toEqual(['a']);
  });
});

describe('other zone operations', () => {
  it('moveCard moves the first match only and reports a miss', () => {
    const from = ['a', 'b', 'a'];
    const to: string[] = [];
    expect(moveCard(from, to, 'a')).toBe('a');
    expect(from).toEqual(['b', 'a']);
    expect(moveCard(from, to, 'q')).toBeUndefined();
    expect(to).toEqual(['a']);
  });

  it('discardCards moves nothing when one card is missing', () => {
    const hand = ['a', 'b'];
    const discard: string[] = [];
    expect(() => discardCards(hand, discard, ['a', 'q'])).toThrow();
    expect(hand).toEqual(['a', 'b']);
    expect(discard).toEqual([]);
  });

  it('overHandLimit counts the excess', () => {
    expect(overHandLimit(new Array(10), 8)).toBe(2);
    expect(overHandLimit(new Array(3), 8)).toBe(0);
  });

  it('searchAndShuffle finds the card and shuffles the rest', () => {
    const deck = Array.from({ length: 20 }, (_, i) => `c${i}`);
    const hand: string[] = [];
    expect(searchAndShuffle(deck, hand, 'c7', seededRandom(4))).toBe('c7');
    expect(hand).toEqual(['c7']);
    expect(deck).toHaveLength(19);
    expect(deck).not.toEqual(
      Array.from({ length: 20 }, (_, i) => `c${i}`).filter((c) => c !== 'c7'),
    );
  });

  it('peek shows the top cards without moving them', () => {
    const deck = ['a', 'b', 'c'];
    expect(peek(deck, 2)).toEqual(['a', 'b']);
    expect(deck).toEqual(['a', 'b', 'c']);
  });

  it('discardAtRandom takes the requested number while cards remain', () => {
    const hand = ['a', 'b', 'c'];
    const discard: string[] = [];
    expect(discardAtRandom(hand, discard, 5, seededRandom(5))).toHaveLength(3);
    expect(sorted(discard)).toEqual(['a', 'b', 'c']);
  });
});

/** Property: no sequence of zone operations creates or loses a card. */
describe('zones never create or lose cards', () => {
  type Op =
    | { op: 'draw'; n: number }
    | { op: 'discardRandom'; n: number }
    | { op: 'discardFirst' }
    | { op: 'search'; index: number }
    | { op: 'reshuffle' }
    | { op: 'play' };
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('draw' as const), n: fc.integer({ min: 0, max: 12 }) }),
    fc.record({ op: fc.constant('discardRandom' as const), n: fc.integer({ min: 0, max: 5 }) }),
    fc.record({ op: fc.constant('discardFirst' as const) }),
    fc.record({ op: fc.constant('search' as const), index: fc.integer({ min: 0, max: 40 }) }),
    fc.record({ op: fc.constant('reshuffle' as const) }),
    fc.record({ op: fc.constant('play' as const) }),
  );

  it('holds for any sequence of operations', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(opArb, { maxLength: 60 }),
        fc.integer(),
        (size, ops, seed) => {
          const all = Array.from({ length: size }, (_, i) => `card${i}`);
          const z = {
            deck: [...all],
            discard: [] as string[],
            hand: [] as string[],
            inPlay: [] as string[],
          };
          const random = seededRandom(seed);
          for (const step of ops) {
            if (step.op === 'draw') draw(z, z.hand, step.n, random);
            if (step.op === 'discardRandom') discardAtRandom(z.hand, z.discard, step.n, random);
            if (step.op === 'discardFirst' && z.hand.length)
              discardCards(z.hand, z.discard, [z.hand[0]]);
            if (step.op === 'search') searchAndShuffle(z.deck, z.hand, `card${step.index}`, random);
            if (step.op === 'reshuffle') shuffleDiscardIntoDeck(z, random);
            if (step.op === 'play' && z.hand.length)
              moveCard(z.hand, z.inPlay, z.hand[z.hand.length - 1]);
          }
          expect(sorted([...z.deck, ...z.discard, ...z.hand, ...z.inPlay])).toEqual(sorted(all));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('takeFromHandOf and discardFromHandOf', () => {
  it('take the one named card out of the hand, keeping the rest in order', () => {
    const piles = { hand: ['a', 'b', 'a', 'c'], deck: [], discard: ['x'] };
    expect(takeFromHandOf(piles, 'a')).toBe('a');
    expect(piles.hand).toEqual(['b', 'a', 'c']);
    discardFromHandOf(piles, 'c');
    expect(piles.hand).toEqual(['b', 'a']);
    expect(piles.discard).toEqual(['x', 'c']);
  });

  it('throw on a card the hand does not hold, and move nothing', () => {
    const piles = { hand: ['a'], discard: ['x'] };
    expect(() => takeFromHandOf(piles, 'b')).toThrow('b is not in hand');
    expect(() => discardFromHandOf(piles, 'b')).toThrow('b is not in hand');
    expect(piles).toEqual({ hand: ['a'], discard: ['x'] });
  });
});

describe('shuffledSeatPiles', () => {
  it('gives each seat its own deck shuffled, an empty hand and an empty discard', () => {
    const decks = { '0': ['a', 'b', 'c', 'd'], '1': ['w', 'x', 'y', 'z'] };
    const piles = shuffledSeatPiles(decks, seededRandom(3));
    expect(Object.keys(piles)).toEqual(['0', '1']);
    for (const seat of ['0', '1'] as const) {
      expect(sorted(piles[seat].deck)).toEqual(decks[seat]);
      expect(piles[seat].hand).toEqual([]);
      expect(piles[seat].discard).toEqual([]);
    }
  });

  it('shuffles the seats in seat order, as dealing them one after the other does', () => {
    const decks = { '0': ['a', 'b', 'c', 'd'], '1': ['w', 'x', 'y', 'z'] };
    const random = seededRandom(4);
    const byHand = { '0': random.Shuffle(decks['0']), '1': random.Shuffle(decks['1']) };
    const piles = shuffledSeatPiles(decks, seededRandom(4));
    expect(piles['0'].deck).toEqual(byHand['0']);
    expect(piles['1'].deck).toEqual(byHand['1']);
  });
});
