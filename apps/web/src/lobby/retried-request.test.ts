import { afterEach, expect, it, vi } from 'vitest';
import { createMatch, joinMatch } from './lobby-api';
import { RETRY_DELAYS, retryDelayMs } from './retried-request';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The key each fetch call carried. */
const keysOf = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((headers) => headers['Idempotency-Key']);

it('retries a join cut by the network with the same key, and hands over its credentials', async () => {
  vi.useFakeTimers();
  const fetchMock = vi
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(new Response('no upstream', { status: 502 }))
    .mockResolvedValueOnce(Response.json({ playerID: '0', playerCredentials: 'secret' }));
  vi.stubGlobal('fetch', fetchMock);

  const joined = joinMatch('g', 'm1', '0', 'Ann');
  await vi.runAllTimersAsync();
  expect(await joined).toEqual({ playerID: '0', playerCredentials: 'secret' });
  const keys = keysOf(fetchMock);
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(keys).size).toBe(1);
});

it('gives each new request its own key, and does not retry a refusal', async () => {
  const fetchMock = vi.fn(async () =>
    Response.json({ error: 'Seat 0 is taken.' }, { status: 409 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await expect(joinMatch('g', 'm1', '0', 'Ann')).rejects.toThrow('Seat 0 is taken.');
  await expect(createMatch('g', { numPlayers: 2, setupData: {}, bots: {} })).rejects.toThrow();
  const keys = keysOf(fetchMock);
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe(keys[1]);
});

it('gives up after its retries with the message a player can read', async () => {
  vi.useFakeTimers();
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  const created = createMatch('g', { numPlayers: 2, setupData: {}, bots: {} });
  const refused = expect(created).rejects.toThrow('The server cannot be reached.');
  await vi.runAllTimersAsync();
  await refused;
  expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS.retries + 1);
});

it('waits like the sockets reconnect: 1 s doubling to 5 s, ±50 %', () => {
  expect([0, 1, 2, 3, 4].map((retry) => retryDelayMs(retry, () => 0.5))).toEqual([
    1000, 2000, 4000, 5000, 5000,
  ]);
  expect(retryDelayMs(0, () => 0)).toBe(500);
  expect(retryDelayMs(0, () => 1)).toBe(1500);
});
