import { describe, expect, it } from 'vitest';
import { CHANCE_HAPPENED, defineGameModule, defineMove } from '@gridplay/core';
import { duelModule } from '../testing/duel-game';
import { LocalSession, type LocalSessionRecord } from './local-session';
import { logLines } from './frame-text';

const againstAi: LocalSessionRecord = {
  gameId: 'duel',
  numPlayers: 2,
  setupData: {},
  seed: 'take-back',
  seats: [{ kind: 'human' }, { kind: 'ai', difficulty: 'easy' }],
  history: [],
};

function firstCard(session: LocalSession, seat: string): number {
  return (session.view(seat) as { hands: Record<string, number[]> }).hands[seat][0];
}

/** A race to 10 where each turn rolls a die: every decision moves the random state. */
const diceRace = defineGameModule<{ total: Record<string, number> }>({
  meta: { ...duelModule.meta, id: 'dice-race', title: 'Dice race' },
  game: {
    name: 'dice-race',
    setup: () => ({ total: { '0': 0, '1': 0 } }),
    moves: {
      roll: defineMove<{ total: Record<string, number> }, []>({
        describe: () => 'rolls',
        apply: ({ G, playerID, random, events }) => {
          G.total[playerID] += random.D6();
          events.endTurn();
        },
      }),
    },
    playerView: ({ G }) => G,
    ai: { enumerate: () => [{ move: 'roll' }] },
  },
  board: () => Promise.reject(new Error('no board in tests')),
});

describe('taking back decisions in a local match', () => {
  it("against the AI takes back the player's last decision and the AI's reply with it", () => {
    const session = new LocalSession(duelModule, againstAi);
    const start = session.view('0');
    const mine = firstCard(session, '0');
    expect(session.move('0', 'play', [mine])).toEqual({ ok: true });
    expect(session.move('1', 'play', [firstCard(session, '1')])).toEqual({ ok: true });
    expect(session.takeBackPoint('0')).toBe(0);

    expect(session.takeBack('0')).toEqual({ ok: true });
    expect(session.record.history).toEqual([]);
    expect(session.view('0')).toEqual(start);
    expect(session.log).toEqual([]);
    expect(session.toAct()).toEqual({ humans: ['0'], bots: [] });
    expect(session.moments).toHaveLength(1);
    // The match goes on from there and saves what is left.
    expect(session.move('0', 'play', [mine])).toEqual({ ok: true });
    expect(logLines(duelModule, session.log).map((l) => l.text)).toEqual([`Red plays ${mine}`]);
    const restored = new LocalSession(duelModule, structuredClone(session.record));
    expect(restored.view('0')).toEqual(session.view('0'));
  });

  it('keeps earlier decisions: only the last one of the seat and what followed go', () => {
    const session = new LocalSession(duelModule, againstAi);
    session.move('0', 'play', [firstCard(session, '0')]);
    session.move('1', 'play', [firstCard(session, '1')]);
    const middle = session.view('0');
    session.move('0', 'play', [firstCard(session, '0')]);
    expect(session.takeBack('0')).toEqual({ ok: true });
    expect(session.record.history).toHaveLength(2);
    expect(session.view('0')).toEqual(middle);
    expect(logLines(duelModule, session.log)).toHaveLength(2);
  });

  it('refuses, in player words and changing nothing, after a die was rolled', () => {
    const session = new LocalSession(diceRace, {
      ...againstAi,
      gameId: 'dice-race',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(session.move('0', 'roll', [])).toEqual({ ok: true });
    const before = structuredClone(session.record);
    expect(session.takeBack('0')).toEqual({ ok: false, reason: CHANCE_HAPPENED });
    expect(session.record).toEqual(before);
    expect(session.moments).toHaveLength(2);
  });

  it('says why when there is nothing to take back or the game is over', () => {
    const session = new LocalSession(duelModule, againstAi);
    expect(session.whyNoTakeBack('0')).toBe('You have made no decision to take back yet.');
    for (let i = 0; i < 3; i++) {
      session.move('0', 'play', [firstCard(session, '0')]);
      session.move('1', 'play', [firstCard(session, '1')]);
    }
    expect(session.isOver).toBe(true);
    expect(session.takeBack('0')).toEqual({
      ok: false,
      reason: 'The game is over: decisions can no longer be taken back.',
    });
  });

  it('keeps every moment for replays and looking back, each seen from one seat', () => {
    const session = new LocalSession(duelModule, againstAi);
    const mine = firstCard(session, '0');
    session.move('0', 'play', [mine]);
    expect(session.moments.map((m) => m.action?.name)).toEqual([undefined, 'play']);
    const early = session.viewAt(0, '1') as { hands: Record<string, number[]> };
    expect(early.hands['0']).toEqual([0, 0, 0]);
    const revealed = session.viewAt(0, '1', true) as { hands: Record<string, number[]> };
    expect(revealed.hands['0']).toContain(mine);
  });

  it("summarises the match for the lobby's My games", () => {
    const session = new LocalSession(duelModule, againstAi);
    expect(session.record.summary).toMatchObject({ humansToAct: ['0'], finished: false });
    session.move('0', 'play', [firstCard(session, '0')]);
    expect(session.record.summary).toMatchObject({ humansToAct: [], finished: false });
  });
});
