import { afterEach, expect, it, vi } from 'vitest';
import { getMatch, listMatches, safeName } from './lobby-api';

afterEach(() => vi.unstubAllGlobals());

it('shows any stored name as a short plain string, or as "Player N" when it is not text', () => {
  expect(safeName('Ann', 0)).toBe('Ann');
  expect(safeName({ toString: 1, valueOf: 1 }, 1)).toBe('Player 2');
  expect(safeName(['a'], 2)).toBe('Player 3');
  expect(safeName(undefined, 0)).toBeUndefined();
  expect(safeName('x'.repeat(900_000), 0)).toHaveLength(32);
});

it('the lobby API hands the pages only safe names, whatever the server stored', async () => {
  const stored = {
    matchID: 'm1',
    gameName: 'g',
    players: [{ id: 0, name: { a: 1 } }, { id: 1, name: 'Bob' }, { id: 2 }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      Response.json(path.includes('?') ? { matches: [stored] } : stored),
    ),
  );
  const names = (m: { players: { name?: string }[] }) => m.players.map((p) => p.name);
  expect(names(await getMatch('g', 'm1'))).toEqual(['Player 1', 'Bob', undefined]);
  expect(names((await listMatches('g'))[0])).toEqual(['Player 1', 'Bob', undefined]);
});
