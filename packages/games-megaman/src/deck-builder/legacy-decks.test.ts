import { describe, expect, it } from 'vitest';
import { browserSavedItems } from '@gridplay/core';
import { adoptLegacyDecks, LEGACY_DECKS_KEY } from './legacy-decks';

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("the first deck builder's saved decks", () => {
  it('join the saved items once, a name already saved keeping its deck', async () => {
    const store = memory();
    const decks = browserSavedItems('megaman', 'deck-builder', store, () => 9);
    await decks.save('Burn', 'new burn');
    store.setItem(
      LEGACY_DECKS_KEY,
      JSON.stringify([
        { name: 'Burn', text: 'old burn', savedAt: 1 },
        { name: 'Guts', text: '1 GutsMan', savedAt: 2 },
        { name: 7 },
      ]),
    );
    adoptLegacyDecks('megaman', 'deck-builder', store);
    expect(await decks.list()).toEqual([
      { name: 'Burn', text: 'new burn', savedAt: 9 },
      { name: 'Guts', text: '1 GutsMan', savedAt: 2 },
    ]);
    expect(store.data.has(LEGACY_DECKS_KEY)).toBe(false);
    adoptLegacyDecks('megaman', 'deck-builder', store);
    expect(await decks.list()).toHaveLength(2);
  });
});
