import { describe, expect, it } from 'vitest';
import { deleteDeck, SAVED_DECKS_KEY, saveDeck, savedDecks } from './saved-decks';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('decks saved in the browser', () => {
  it('saves by name, newest first, replacing a deck of the same name', () => {
    const store = memory();
    saveDeck('Burn', '1 TorchMan', store, 1);
    saveDeck('Guts', '1 GutsMan', store, 2);
    saveDeck('Burn', '1 TorchMan\n4 Heat Shot', store, 3);
    expect(savedDecks(store)).toEqual([
      { name: 'Burn', text: '1 TorchMan\n4 Heat Shot', savedAt: 3 },
      { name: 'Guts', text: '1 GutsMan', savedAt: 2 },
    ]);
    expect(deleteDeck('Guts', store).map((deck) => deck.name)).toEqual(['Burn']);
  });

  it('reads a store it cannot understand as empty', () => {
    const store = memory();
    store.setItem(SAVED_DECKS_KEY, '{not json');
    expect(savedDecks(store)).toEqual([]);
    store.setItem(SAVED_DECKS_KEY, JSON.stringify([{ name: 3 }, { name: 'ok', text: '' }]));
    expect(savedDecks(store)).toEqual([{ name: 'ok', text: '' }]);
  });
});
