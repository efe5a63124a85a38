import { describe, expect, it } from 'vitest';
import { cardDef } from './cards';
import {
  customDeckRefusals,
  deckRefusals,
  DEMO_DECKS,
  DEMO_OTHER_CARDS,
  parseDeckList,
} from './decks';
import { game } from './game';
import { customList, LIST_DESIGNS as others } from './testing/custom-list';
import { newMatch } from './testing/scenario';

const legalList = customList();

describe('deck building', () => {
  it('every demo deck is one NetNavi and 29 other cards, at most 4 copies each', () => {
    expect(DEMO_DECKS.length).toBeGreaterThanOrEqual(2);
    for (const deck of DEMO_DECKS) {
      expect(deckRefusals(deck.cards, DEMO_OTHER_CARDS)).toEqual([]);
      expect(Object.values(deck.cards).every((n) => n <= 4)).toBe(true);
    }
  });

  it('a full deck is 1 NetNavi and 59 others', () => {
    expect(customDeckRefusals(legalList)).toEqual([]);
  });

  it('names each broken rule: NetNavi count, size, copies, unknown card', () => {
    expect(deckRefusals({ gutsman: 1, torchman: 1, cannon: 4 })).toEqual([
      'A deck needs exactly 1 NetNavi card (this one has 2).',
      'A deck needs 59 cards besides its NetNavi (this one has 4).',
    ]);
    expect(deckRefusals({ cannon: 5 })).toEqual([
      'A deck needs exactly 1 NetNavi card (this one has 0).',
      'A deck needs 59 cards besides its NetNavi (this one has 5).',
      'At most 4 copies of Cannon (this deck has 5).',
    ]);
    expect(deckRefusals({ zapper: 1 })[0]).toBe('There is no card "zapper" in the card pool.');
  });

  it('the same name with another subtitle is another card: 4 + 4 Rio is legal', () => {
    const list = legalList
      .replace(`4 ${others[0]}`, '4 Rio, NetBattler')
      .replace(`4 ${others[1]}`, '4 Rio, Student');
    expect(others.slice(0, 2)).not.toContain('rio-netbattler');
    expect(customDeckRefusals(list)).toEqual([]);
    expect(cardDef('rio-netbattler').name).toBe(cardDef('rio-student').name);
  });

  it('reads counts and printed names, and names the lines it cannot read', () => {
    expect(parseDeckList('1 GutsMan; 2x Cannon; 2 cannon').list).toEqual({ gutsman: 1, cannon: 4 });
    expect(parseDeckList('1 GutsMan\nCannon four').problems).toEqual([
      'Cannot read "Cannon four" on line 2: write a count, then the card (e.g. "4 Tornado").',
    ]);
  });

  it('names an unknown card and its line, and setup refuses the list with that message', () => {
    const list = '1 GutsMan\n4 Tornado; 4 Cannon\n3 Foo\n4 Barrier';
    expect(parseDeckList(list).problems).toEqual(["Unknown card 'Foo' on line 3."]);
    expect(game.validateSetupData!({ list0: list }, 2)).toBe(
      "Player 1's deck list: Unknown card 'Foo' on line 3.",
    );
  });

  it('a custom list in setupData replaces the demo deck; a broken one is refused with its reasons', () => {
    const match = newMatch({ list1: legalList });
    expect(match.G.seats['1'].deckName).toBe('custom');
    expect(match.G.seats['1'].deck.length + match.G.seats['1'].hand.length).toBe(59);
    const problem = game.validateSetupData!({ list0: '1 GutsMan; 4 Cannon' }, 2);
    expect(problem).toBe(
      "Player 1's deck list: A deck needs 59 cards besides its NetNavi (this one has 4).",
    );
    expect(() => newMatch({ list0: '1 GutsMan; 4 Cannon' })).toThrow(problem);
    expect(game.validateSetupData!({ deck0: 'zeroman' }, 2)).toBe('"deck0" cannot be "zeroman"');
  });

  it('each player picks a deck before the match', () => {
    const match = newMatch({ deck0: 'torchman', deck1: 'gutsman' });
    expect(cardDef(match.G.seats['0'].navi).name).toBe('TorchMan');
    expect(cardDef(match.G.seats['1'].navi).name).toBe('GutsMan');
  });
});
