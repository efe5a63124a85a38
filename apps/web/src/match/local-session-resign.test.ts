import { describe, expect, it } from 'vitest';
import { duelModule } from '../testing/duel-game';
import { LocalSession, type LocalSessionRecord } from './local-session';
import { localMoments } from './social/replay-frames';
import { endingWords } from './lifecycle/lifecycle-words';

const record: LocalSessionRecord = {
  gameId: 'duel',
  numPlayers: 2,
  setupData: {},
  seed: 'fixed',
  seats: [{ kind: 'human' }, { kind: 'ai', difficulty: 'easy' }],
  history: [],
};

describe('resigning a local match', () => {
  it('in two, the other seat wins, kept on reload and shown as the replay’s last moment', () => {
    const session = new LocalSession(duelModule, record);
    expect(session.resign('0')).toEqual({ ok: true });
    expect(session.isOver).toBe(true);
    expect(session.ctx.gameover).toEqual({ winner: '1' });
    expect(session.record.summary?.finished).toBe(true);
    const moments = localMoments(duelModule, session, '0', false);
    expect(moments.at(-1)?.text).toBe(`${duelModule.meta.seatNames?.[0] ?? 'Player 1'} resigned.`);

    const reloaded = new LocalSession(duelModule, session.record);
    expect(reloaded.ctx.gameover).toEqual({ winner: '1' });
    expect(reloaded.moments).toHaveLength(session.moments.length);
  });

  it('refuses after the game is over, and for an AI seat', () => {
    const session = new LocalSession(duelModule, record);
    expect(session.resign('1')).toEqual({
      ok: false,
      reason: 'Only a person can resign their seat.',
    });
    session.resign('0');
    expect(session.resign('0')).toEqual({
      ok: false,
      reason: 'The game is over: there is nothing left to resign.',
    });
    expect(session.record.resigned).toEqual(['0']);
  });

  it('in more than two, an AI plays on in the seat', () => {
    const three: LocalSessionRecord = {
      ...record,
      numPlayers: 3,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    };
    const session = new LocalSession(duelModule, three);
    expect(session.resign('2')).toEqual({ ok: true });
    expect(session.isOver).toBe(false);
    expect(session.record.seats[2]).toEqual({ kind: 'ai', difficulty: 'normal' });
    // Told in the replay on the moment it happened at, and still after a reload.
    const words = `${duelModule.meta.seatNames?.[2] ?? 'Player 3'} resigned: an AI plays on in their seat.`;
    expect(localMoments(duelModule, session, '0', false).at(-1)?.text).toBe(words);
    const reloaded = new LocalSession(duelModule, session.record);
    expect(localMoments(duelModule, reloaded, '0', false).at(-1)?.text).toBe(words);
    expect(reloaded.moments).toHaveLength(session.moments.length);
  });
});

describe('the ending in words', () => {
  const name = (seat: string) => ['Ada', 'Bo (AI)', 'Cy'][Number(seat)];
  it('says who resigned, or whose seat an AI took after resigning', () => {
    expect(endingWords({ ending: { how: 'resigned', seat: '0' }, replaced: {} }, name)).toEqual([
      'Ada resigned.',
    ]);
    expect(endingWords({ ending: null, replaced: { '1': 'resigned' } }, name)).toEqual([
      'Bo resigned: an AI played on in their seat.',
    ]);
  });
});
