import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { visibleCards } from './hidden-zone';
import { recallSeatPiles, redealHandAndDeck, viewSeatPiles } from './seat-piles';

const piles = () => ({ hand: ['b', 'a'], deck: ['d', 'c', 'e'], discard: ['x'] });

describe('a seat’s piles as a viewer sees them', () => {
  it('shows the owner its hand and what its deck holds, sorted, never the order', () => {
    expect(viewSeatPiles(piles(), true)).toEqual({
      hand: ['b', 'a'],
      deck: { hidden: true, size: 3 },
      discard: ['x'],
      deckContents: ['c', 'd', 'e'],
    });
  });

  it('shows everyone else the sizes of hand and deck and the face-up discard', () => {
    expect(viewSeatPiles(piles(), false)).toEqual({
      hand: { hidden: true, size: 2 },
      deck: { hidden: true, size: 3 },
      discard: ['x'],
    });
  });
});

describe('re-dealing a seat’s hand and deck (perturbSecrets)', () => {
  it('keeps sizes, the discard and every card, and leaves the original alone', () => {
    const G = { seats: { '0': piles(), '1': piles() } };
    const next = redealHandAndDeck(G, seededRandom(4), (copy) => copy.seats['0']);
    expect(G.seats['0']).toEqual(piles());
    expect(next.seats['1']).toEqual(piles());
    const mine = next.seats['0'];
    expect([mine.hand.length, mine.deck.length, mine.discard]).toEqual([2, 3, ['x']]);
    expect([...mine.hand, ...mine.deck].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('changes the order for some seed (it does re-deal)', () => {
    const G = { seats: { '0': piles() } };
    const dealt = [1, 2, 3, 4, 5].map((seed) =>
      JSON.stringify(redealHandAndDeck(G, seededRandom(seed), (copy) => copy.seats['0'])),
    );
    expect(dealt.some((d) => d !== JSON.stringify(G))).toBe(true);
  });

  it('changes nothing for a seat without piles', () => {
    const G = { seats: {} as Record<string, ReturnType<typeof piles>> };
    expect(redealHandAndDeck(G, seededRandom(1), (copy) => copy.seats['2'])).toEqual(G);
  });
});

describe('the cards of a zone a viewer may see', () => {
  it('are the zone itself when visible, none when hidden', () => {
    expect(visibleCards(['a', 'b'])).toEqual(['a', 'b']);
    expect(visibleCards({ hidden: true, size: 2 })).toEqual([]);
  });
});

describe('recalling the hand a seat decided with (bot inference)', () => {
  const past = {
    turn: 3,
    seats: { '0': viewSeatPiles(piles(), true), '1': viewSeatPiles(piles(), false) },
  };
  const world = (one: ReturnType<typeof piles>) => ({ turn: 4, seats: { '0': piles(), '1': one } });

  it('puts the hand the world deals now into the past table, while hand, deck and discard keep their sizes', () => {
    const dealt = { hand: ['e', 'c'], deck: ['a', 'b', 'd'], discard: ['x'] };
    const then = recallSeatPiles(world(dealt), past, undefined, '1');
    expect(then).toEqual({ turn: 3, seats: { '0': past.seats['0'], '1': dealt } });
  });

  it('tells nothing once a card was drawn, played or discarded since', () => {
    const drew = { hand: ['b', 'a', 'd'], deck: ['c', 'e'], discard: ['x'] };
    const played = { hand: ['b'], deck: ['d', 'c', 'e'], discard: ['x', 'a'] };
    const broughtIn = { hand: ['b'], deck: ['d', 'c', 'e'], discard: ['x'] };
    for (const since of [drew, played, broughtIn])
      expect(recallSeatPiles(world(since), past, undefined, '1')).toBeUndefined();
  });
});
