import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARDS } from '../cards';
import { DEMO_DECKS, parseDeckList, type DeckList } from '../decks';
import { customList } from '../testing/custom-list';
import { addRefusal, exportList, importList, summarize, withCard } from './deck-summary';

const legal = () => parseDeckList(customList('MegaMan', 4)).list;

describe('a deck under construction', () => {
  it('is legal with 1 NetNavi and 59 others, at most 4 of a card', () => {
    const summary = summarize(legal());
    expect(summary).toMatchObject({ navi: 'megaman', others: 59, problems: [] });
  });

  it('names each rule it breaks, live', () => {
    expect(summarize({}).problems).toEqual([
      'A deck needs exactly 1 NetNavi card (this one has 0).',
      'A deck needs 59 cards besides its NetNavi (this one has 0).',
    ]);
    const short = withCard(legal(), Object.keys(legal())[1], -1);
    expect(summarize(short).problems).toEqual([
      'A deck needs 59 cards besides its NetNavi (this one has 58).',
    ]);
    expect(summarize({ ...legal(), tornado: 5 }).problems).toContain(
      'At most 4 copies of Tornado (this deck has 5).',
    );
  });

  it('refuses a fifth copy and a second NetNavi before they go in', () => {
    expect(addRefusal({ tornado: 4 }, 'tornado')).toBe('At most 4 copies of Tornado.');
    expect(addRefusal({ tornado: 3 }, 'tornado')).toBeUndefined();
    expect(addRefusal({ gutsman: 1 }, 'megaman')).toBe(
      'The deck has its NetNavi (GutsMan): remove it first.',
    );
    // Two Rios are two cards: the same name with another subtitle.
    const rios = CARDS.filter((card) => card.name === 'Rio').map((card) => card.id);
    expect(rios.length).toBe(2);
    const list = { [rios[0]]: 4 };
    expect(addRefusal(list, rios[1])).toBeUndefined();
  });

  it('counts the power curve and the colours of the demo deck', () => {
    const deck = DEMO_DECKS[0].cards;
    const summary = summarize(deck);
    const others = Object.entries(deck).filter(([id]) => id !== 'gutsman');
    const total = (pick: (id: string) => boolean) =>
      others.filter(([id]) => pick(id)).reduce((n, [, copies]) => n + copies, 0);
    const def = (id: string) => CARDS.find((card) => card.id === id)!;
    expect(Object.values(summary.curve).reduce((a, b) => a + b, 0)).toBe(29);
    expect(summary.curve[0]).toBe(total((id) => !def(id).needs.power));
    expect(summary.colours.red).toBe(total((id) => def(id).colour === 'red'));
    expect(summary.colours.green).toBe(total((id) => def(id).colour === 'green'));
  });
});

describe('export and import', () => {
  it('exports the list text the custom-list option reads, NetNavi first', () => {
    const text = exportList({ 'rio-netbattler': 3, gutsman: 1, tornado: 4 });
    expect(text.split('\n')[0]).toBe('1 GutsMan');
    expect(text).toContain('3 Rio, NetBattler');
    expect(importList(text)).toEqual({
      list: { gutsman: 1, 'rio-netbattler': 3, tornado: 4 },
      problems: [],
    });
  });

  it('round-trips any list of pool cards', () => {
    const ids = CARDS.map((card) => card.id);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: 1, max: 9 })),
        (list) => {
          expect(importList(exportList(list as DeckList)).list).toEqual(list);
        },
      ),
    );
  });

  it('answers a bad line with its number and the reason', () => {
    expect(importList('1 GutsMan\n4 Tornadoo\nfour Cannon').problems).toEqual([
      "Unknown card 'Tornadoo' on line 2.",
      'Cannot read "four Cannon" on line 3: write a count, then the card (e.g. "4 Tornado").',
    ]);
  });
});
