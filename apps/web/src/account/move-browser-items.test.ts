import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSavedItems, browserSavedKey } from '@gridplay/core';
import { moveBrowserItemsIntoAccount } from './move-browser-items';

/** localStorage's shape over a Map. */
function memory() {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** The server's saved-items routes for one account, in memory, refusing past `room` items. */
function accountServer(items: Record<string, string>, room = 50) {
  const shelf = '/api/me/saved/megaman/deck-builder';
  return vi.fn(async (url: string, init: RequestInit) => {
    if (url === shelf)
      return Response.json({
        items: Object.entries(items).map(([name, text]) => ({ name, text, savedAt: 1 })),
      });
    const name = decodeURIComponent(url.slice(shelf.length + 1));
    if (init.method === 'PUT') {
      if (!(name in items) && Object.keys(items).length >= room)
        return Response.json({ error: 'full' }, { status: 409 });
      items[name] = (JSON.parse(init.body as string) as { text: string }).text;
      return Response.json({ name, text: items[name], savedAt: 2 }, { status: 201 });
    }
    return new Response(null, { status: 404 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('at login, the browser’s saved items move into the account', () => {
  it('moves each item, renames one whose name the account uses for other text, and empties the browser', async () => {
    const storage = memory();
    const local = browserSavedItems('megaman', 'deck-builder', storage);
    await local.save('Burn', '1 TorchMan');
    await local.save('Same', '1 GutsMan');
    await local.save('Fresh', '1 MegaMan');
    storage.setItem('gridplay:name', '"Ann"'); // not a saved-items key: left alone
    const account: Record<string, string> = { Burn: '1 TorchMan\n4 Heat', Same: '1 GutsMan' };
    vi.stubGlobal('fetch', accountServer(account));

    expect(await moveBrowserItemsIntoAccount(storage)).toEqual({ moved: 3, kept: 0 });
    expect(account).toEqual({
      Burn: '1 TorchMan\n4 Heat',
      'Burn (this browser)': '1 TorchMan',
      Same: '1 GutsMan',
      Fresh: '1 MegaMan',
    });
    expect([...storage.data.keys()]).toEqual(['gridplay:name']);
  });

  it('keeps in the browser what the account refuses', async () => {
    const storage = memory();
    const local = browserSavedItems('megaman', 'deck-builder', storage);
    await local.save('Old', 'a');
    await local.save('New', 'b');
    const account: Record<string, string> = {};
    vi.stubGlobal('fetch', accountServer(account, 1));

    expect(await moveBrowserItemsIntoAccount(storage)).toEqual({ moved: 1, kept: 1 });
    expect(account).toEqual({ Old: 'a' });
    expect((await local.list()).map((item) => item.name)).toEqual(['New']);
    expect(storage.data.has(browserSavedKey('megaman', 'deck-builder'))).toBe(true);
  });
});
