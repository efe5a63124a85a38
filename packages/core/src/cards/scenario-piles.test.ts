import { describe, expect, it } from 'vitest';
import { pullDesign, setHandTo, stackDeckWith } from './scenario-piles';
import type { SeatPiles } from './zones';

const designOf = (card: string) => card.replace(/#.*$/, '');
const piles = (): SeatPiles<string> => ({
  deck: ['aim#1', 'ram#1', 'aim#2'],
  discard: ['bit#1'],
  hand: ['ram#2', 'aim#3'],
});
const all = (p: SeatPiles<string>) => [...p.deck, ...p.discard, ...p.hand].sort();

describe('setting up a scenario from a seat’s own cards', () => {
  it('pulls a design from the deck first, then the discard, then the hand', () => {
    const p = piles();
    expect(pullDesign(p, 'aim', designOf)).toBe('aim#1');
    expect(pullDesign(p, 'bit', designOf)).toBe('bit#1');
    expect(pullDesign(p, 'ram', designOf)).toBe('ram#1');
    expect(pullDesign(p, 'ram', designOf)).toBe('ram#2');
    expect(() => pullDesign(p, 'ram', designOf)).toThrow(/no ram left/);
  });

  it('a hand set by designs holds exactly those, and no card is created or lost', () => {
    const p = piles();
    const before = all(p);
    expect(setHandTo(p, ['bit', 'aim'], designOf).map(designOf)).toEqual(['bit', 'aim']);
    expect(all(p)).toEqual(before);
  });

  it('a stacked deck has those designs on top, in order', () => {
    const p = piles();
    stackDeckWith(p, ['bit', 'ram'], designOf);
    expect(p.deck.slice(0, 2).map(designOf)).toEqual(['bit', 'ram']);
    expect(all(p)).toEqual(all(piles()));
  });
});
