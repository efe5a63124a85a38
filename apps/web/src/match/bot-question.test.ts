/**
 * An AI seat's fairness in a local match: what it is asked with holds its seat's view and the
 * public decisions it saw, and nothing derived from the match's seed.
 */
import { describe, expect, it } from 'vitest';
import { duelModule } from '../testing/duel-game';
import { botQuestion } from './bot-question';
import { LocalSession, type LocalSessionRecord } from './local-session';

const record: LocalSessionRecord = {
  gameId: 'duel',
  numPlayers: 2,
  setupData: {},
  seed: 'match-seed-that-tells-the-dice',
  seats: [{ kind: 'human' }, { kind: 'ai', difficulty: 'hard' }],
  history: [],
};

describe('an AI seat’s question', () => {
  it('carries its view and level, and a search seed of its own — not the match’s', () => {
    const session = new LocalSession(duelModule, record);
    const question = botQuestion(session, '1');
    expect(question).toMatchObject({ gameId: 'duel', seat: '1', difficulty: 'hard' });
    expect(question.view).toEqual(session.view('1'));
    expect(JSON.stringify(question)).not.toContain(record.seed);
    expect(question.seed).not.toBe(botQuestion(session, '1').seed);
  });
});
