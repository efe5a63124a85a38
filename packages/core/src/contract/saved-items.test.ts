import { describe, expect, it } from 'vitest';
import { browserSavedItems, browserSavedKey, shelfOfBrowserKey } from './saved-items';

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("a tool's items saved in the browser", () => {
  it('saves by name, newest first, replacing an item of the same name; one key per tool', async () => {
    const store = memory();
    let clock = 0;
    const decks = browserSavedItems('megaman', 'deck-builder', store, () => ++clock);
    await decks.save('Burn', '1 TorchMan');
    await decks.save('Guts', '1 GutsMan');
    expect(await decks.save('Burn', '1 TorchMan\n4 Heat Shot')).toEqual([
      { name: 'Burn', text: '1 TorchMan\n4 Heat Shot', savedAt: 3 },
      { name: 'Guts', text: '1 GutsMan', savedAt: 2 },
    ]);
    expect((await decks.remove('Guts')).map((item) => item.name)).toEqual(['Burn']);
    expect([...store.data.keys()]).toEqual(['gridplay:saved:megaman:deck-builder']);
    expect(await browserSavedItems('megaman', 'other-tool', store).list()).toEqual([]);
    await decks.remove('Burn');
    expect(store.data.size).toBe(0);
  });

  it('reads a store it cannot understand as empty, and keeps only well-formed items', async () => {
    const store = memory();
    const key = browserSavedKey('g', 't');
    store.setItem(key, '{not json');
    expect(await browserSavedItems('g', 't', store).list()).toEqual([]);
    store.setItem(key, JSON.stringify([{ name: 3 }, { name: 'ok', text: '', savedAt: 1 }]));
    expect(await browserSavedItems('g', 't', store).list()).toEqual([
      { name: 'ok', text: '', savedAt: 1 },
    ]);
  });

  it('rejects with a readable reason when the browser refuses to store', async () => {
    const full = {
      ...memory(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    await expect(browserSavedItems('g', 't', full).save('A', 'x')).rejects.toThrow(/refused/);
  });

  it('tells the game and tool of its own keys only', () => {
    expect(shelfOfBrowserKey(browserSavedKey('megaman', 'deck-builder'))).toEqual({
      game: 'megaman',
      tool: 'deck-builder',
    });
    expect(shelfOfBrowserKey('gridplay:seat:abc')).toBeUndefined();
    expect(shelfOfBrowserKey('gridplay:saved:megaman')).toBeUndefined();
  });
});
