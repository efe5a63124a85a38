import { describe, expect, it } from 'vitest';
import type { LocalSessionRecord } from '../match/local-session';
import { localGame, onlineGame, onlineStatus, sortMyGames } from './my-games';

const record = (summary?: LocalSessionRecord['summary'], humans = 1): LocalSessionRecord => ({
  gameId: 'matrix',
  numPlayers: 2,
  setupData: {},
  seed: 's',
  seats:
    humans > 1
      ? [{ kind: 'human' }, { kind: 'human' }]
      : [{ kind: 'human' }, { kind: 'ai', difficulty: 'easy' }],
  history: [],
  summary,
});

describe('My games', () => {
  it('a local match: your turn, waiting for the AI, or finished (then it opens the replay)', () => {
    expect(
      localGame('a', record({ humansToAct: ['0'], finished: false, updatedAt: 5 })),
    ).toMatchObject({
      mode: 'Against AI',
      status: 'your-turn',
      updatedAt: 5,
      href: '/local/matrix/a',
    });
    expect(localGame('a', record({ humansToAct: [], finished: false, updatedAt: 5 }))?.status).toBe(
      'waiting',
    );
    expect(
      localGame('a', record({ humansToAct: [], finished: true, updatedAt: 5 }, 2)),
    ).toMatchObject({ mode: 'Hotseat', status: 'finished', href: '/local/matrix/a/replay' });
    expect(localGame('x', { nonsense: true } as unknown as LocalSessionRecord)).toBeUndefined();
  });

  it("an online seat: the server's turn decides, finished ones open the replay", () => {
    const seat = { playerID: '1', credentials: 'c', name: 'Ada', gameId: 'lightcycle', seenAt: 9 };
    expect(onlineStatus('1', { gameover: false, toAct: ['0', '1'] })).toBe('your-turn');
    expect(onlineStatus('1', { gameover: false, toAct: ['0'] })).toBe('waiting');
    expect(onlineGame('m', seat, { gameover: true, toAct: [] })).toMatchObject({
      status: 'finished',
      href: '/match/lightcycle/m/replay',
    });
    expect(onlineGame('m', seat)).toMatchObject({ status: undefined, href: '/match/lightcycle/m' });
    // A seat saved before the device noted its game cannot be listed.
    expect(onlineGame('m', { ...seat, gameId: undefined })).toBeUndefined();
  });

  it('lists your turn first, then waiting, then finished, newest first within each', () => {
    const game = (
      key: string,
      status: 'your-turn' | 'waiting' | 'finished',
      updatedAt: number,
    ) => ({
      key,
      gameId: 'g',
      mode: 'Online' as const,
      status,
      updatedAt,
      href: '/',
    });
    const sorted = sortMyGames([
      game('old-finished', 'finished', 1),
      game('waiting', 'waiting', 3),
      game('mine-old', 'your-turn', 1),
      game('mine-new', 'your-turn', 2),
    ]);
    expect(sorted.map((g) => g.key)).toEqual(['mine-new', 'mine-old', 'waiting', 'old-finished']);
  });
});
