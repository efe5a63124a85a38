import { describe, expect, it } from 'vitest';
import { duelModule } from '../../testing/duel-game';
import { LocalSession } from '../local-session';
import { localMoments } from './replay-frames';
import { clampMoment } from './replay-controls';

function playedDuel() {
  const session = new LocalSession(duelModule, {
    gameId: 'duel',
    numPlayers: 2,
    setupData: {},
    seed: 'replay',
    seats: [{ kind: 'human' }, { kind: 'ai', difficulty: 'easy' }],
    history: [],
  });
  const hand = (seat: string) => (session.view(seat) as { hands: Record<string, number[]> }).hands;
  const first = hand('0')['0'][0];
  session.move('0', 'play', [first]);
  session.move('1', 'play', [hand('1')['1'][0]]);
  return { session, first };
}

describe('local replay moments', () => {
  it('one moment per decision, each with its log line and who decided', () => {
    const { session, first } = playedDuel();
    const moments = localMoments(duelModule, session, '0', false);
    expect(moments.map((m) => [m.actor, m.text])).toEqual([
      [null, null],
      ['0', `Red plays ${first}`],
      ['1', expect.stringMatching(/^Blue plays \d$/)],
    ]);
    expect(moments[1].ctx.turn).toBe(2);
  });

  it("looking back shows only the seat's own view; the finished replay shows everything", () => {
    const { session } = playedDuel();
    const hidden = localMoments(duelModule, session, '0', false)[0].G as {
      hands: Record<string, number[]>;
    };
    expect(hidden.hands['1']).toEqual([0, 0, 0]);
    const revealed = localMoments(duelModule, session, '0', true)[0].G as {
      hands: Record<string, number[]>;
    };
    expect(revealed.hands['1'].every((card) => card > 0)).toBe(true);
  });

  it('keeps a moment within the match', () => {
    expect(clampMoment(7, 3)).toBe(2);
    expect(clampMoment(-1, 3)).toBe(0);
    expect(clampMoment(Number.NaN, 3)).toBe(0);
    expect(clampMoment(1, 0)).toBe(0);
  });
});
