import { describe, expect, it } from 'vitest';
import { duelModule } from '../testing/duel-game';
import { LocalSession, type LocalSessionRecord } from './local-session';
import { logLines, outcomeOf, statusOf } from './frame-text';

const record: LocalSessionRecord = {
  gameId: 'duel',
  numPlayers: 2,
  setupData: {},
  seed: 'fixed',
  seats: [{ kind: 'human' }, { kind: 'ai', difficulty: 'easy' }],
  history: [],
};

function firstCard(session: LocalSession, seat: string): number {
  return (session.view(seat) as { hands: Record<string, number[]> }).hands[seat][0];
}

describe('LocalSession', () => {
  it('refuses a move with the specific rule and changes nothing', () => {
    const session = new LocalSession(duelModule, record);
    expect(session.move('1', 'play', [firstCard(session, '1')])).toEqual({
      ok: false,
      reason: 'It is not your turn (waiting for player 1).',
    });
    expect(session.move('0', 'play', [42])).toEqual({ ok: false, reason: 'You do not hold a 42.' });
    expect(session.record.history).toEqual([]);
    expect(session.ctx.turn).toBe(1);
  });

  it('tells humans from bots and writes the log in plain words', () => {
    const session = new LocalSession(duelModule, record);
    expect(session.toAct()).toEqual({ humans: ['0'], bots: [] });
    const card = firstCard(session, '0');
    expect(session.move('0', 'play', [card])).toEqual({ ok: true });
    expect(session.toAct()).toEqual({ humans: [], bots: ['1'] });
    expect(logLines(duelModule, session.log).map((l) => l.text)).toEqual([`Red plays ${card}`]);
  });

  it('rebuilds the same match from its saved record', () => {
    const session = new LocalSession(duelModule, record);
    for (let i = 0; i < 3; i++) {
      session.move('0', 'play', [firstCard(session, '0')]);
      session.move('1', 'play', [firstCard(session, '1')]);
    }
    expect(session.isOver).toBe(true);
    const restored = new LocalSession(duelModule, structuredClone(session.record));
    expect(restored.view('0')).toEqual(session.view('0'));
    expect(restored.ctx.gameover).toEqual(session.ctx.gameover);
    expect(logLines(duelModule, restored.log)).toEqual(logLines(duelModule, session.log));
    expect(logLines(duelModule, restored.log)).toHaveLength(6);
  });

  it("tells a bot the other seat's public decisions with its own view before each, when the game can infer", () => {
    // A model of play and a recall make the game one whose bot infers (core's inference.ts).
    const inferring = {
      ...duelModule,
      bot: { ...duelModule.bot, policy: () => [], recall: () => undefined },
    } as unknown as typeof duelModule;
    const session = new LocalSession(inferring, record);
    const [red1, blue1] = [firstCard(session, '0'), firstCard(session, '1')];
    session.move('0', 'play', [red1]);
    session.move('1', 'play', [blue1]);
    session.move('0', 'play', [firstCard(session, '0')]);
    const seen = session.observationsFor('1');
    // Red's two decisions, oldest first, as Blue saw the table then; never Blue's own.
    expect(seen.map((o) => [o.actor, o.choice])).toEqual([
      ['0', { move: 'play', args: [red1] }],
      ['0', { move: 'play', args: [session.record.history[2].args[0]] }],
    ]);
    expect(seen[1].view).toEqual(session.viewAt(2, '1'));
    expect((seen[0].view as { hands: Record<string, number[]> }).hands['0']).toEqual([0, 0, 0]);
    expect(seen[0].view).toEqual(session.viewAt(0, '1'));
    // A game without a model of play: nothing to send.
    expect(new LocalSession(duelModule, session.record).observationsFor('1')).toEqual([]);
  });

  it('hides the other hand from each seat', () => {
    const session = new LocalSession(duelModule, record);
    const view = session.view('0') as { hands: Record<string, number[]> };
    expect(view.hands['1']).toEqual([0, 0, 0]);
    expect(view.hands['0'].every((n) => n > 0)).toBe(true);
  });
});

describe('frame text', () => {
  it('says whose turn it is and what to do, from this seat', () => {
    const session = new LocalSession(duelModule, record);
    const state = { G: session.view('0'), ctx: session.ctx };
    expect(statusOf(duelModule, state, '0')).toEqual({
      turn: 'Your turn',
      phase: undefined,
      prompt: 'Play a card',
      mine: true,
    });
    expect(statusOf(duelModule, state, '1')).toMatchObject({
      turn: 'Waiting for Red',
      prompt: 'Wait',
      mine: false,
    });
    expect(statusOf(duelModule, state, null).turn).toBe('Waiting for Red');
  });

  it('names the winner, and tells each seat whether it won', () => {
    const ctx = { gameover: { winner: '1' } } as never;
    expect(outcomeOf(duelModule, { G: {}, ctx }, '1')).toEqual({
      text: 'Blue wins.',
      verdict: 'won',
    });
    expect(outcomeOf(duelModule, { G: {}, ctx }, '0').verdict).toBe('lost');
    expect(
      outcomeOf(duelModule, { G: {}, ctx: { gameover: { draw: true } } as never }, null),
    ).toEqual({
      text: 'A draw.',
      verdict: 'draw',
    });
  });
});

describe('phase words', () => {
  it('uses the game’s label, or readable words for a raw stage name', () => {
    const ctx = { phase: 'discardDown', currentPlayer: '0', activePlayers: null } as never;
    const labelled = {
      ...duelModule,
      phaseLabel: (p: string) => (p === 'discardDown' ? 'Discard' : p),
    };
    expect(statusOf(labelled, { G: {}, ctx }, '0').phase).toBe('Discard');
    const raw = { ...duelModule, phaseLabel: (p: string) => p };
    expect(statusOf(raw, { G: {}, ctx }, '0').phase).toBe('discard down');
  });
});
