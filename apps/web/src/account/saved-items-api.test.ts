import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountSavedItems } from './saved-items-api';

afterEach(() => vi.unstubAllGlobals());

describe("a tool's items kept in the account", () => {
  it('puts, deletes and lists at the account API, by encoded name, and says where they live', async () => {
    const items = [{ name: 'Burn / 2', text: '1 TorchMan', savedAt: 5 }];
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ items }),
    );
    vi.stubGlobal('fetch', fetch);
    const decks = accountSavedItems('megaman', 'deck-builder');
    expect(decks.where).toBe('account');
    expect(await decks.save('Burn / 2', '1 TorchMan')).toEqual(items);
    await decks.remove('Burn / 2');
    expect(fetch.mock.calls.map(([url, init]) => [init.method, url])).toEqual([
      ['PUT', '/api/me/saved/megaman/deck-builder/Burn%20%2F%202'],
      ['GET', '/api/me/saved/megaman/deck-builder'],
      ['DELETE', '/api/me/saved/megaman/deck-builder/Burn%20%2F%202'],
      ['GET', '/api/me/saved/megaman/deck-builder'],
    ]);
    expect(fetch.mock.calls[0][1].body).toBe(JSON.stringify({ text: '1 TorchMan' }));
  });

  it("rejects with the server's reason", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'Too long to save: 9000 characters, at most 8000.' }, { status: 413 }),
    );
    await expect(accountSavedItems('megaman', 'deck-builder').save('X', 'x')).rejects.toThrow(
      /Too long to save/,
    );
  });
});
