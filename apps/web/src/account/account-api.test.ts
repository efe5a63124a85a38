import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountError, fetchMe, logIn, logOut } from './account-api';

function answer(status: number, body?: unknown) {
  return vi.fn(async () =>
    body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('account API client', () => {
  it('reads a guest from a 401 on /api/me, and a name otherwise', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Not logged in.' }));
    expect(await fetchMe()).toBeUndefined();
    vi.stubGlobal('fetch', answer(200, { name: 'Ann', ratings: {} }));
    expect(await fetchMe()).toEqual({ name: 'Ann', ratings: {} });
  });

  it("posts JSON with the browser's cookies and shows the server's reason on failure", async () => {
    const fetch = answer(401, { error: 'Wrong name or password.' });
    vi.stubGlobal('fetch', fetch);
    const failure = await logIn('Ann', 'nope').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AccountError);
    expect(failure).toMatchObject({ message: 'Wrong name or password.', status: 401 });
    expect(fetch).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', password: 'nope' }),
    });
  });

  it('takes the 204 of a logout as done, and a lost connection as a readable error', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(logOut()).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(fetchMe()).rejects.toThrow(/cannot be reached/);
  });
});
