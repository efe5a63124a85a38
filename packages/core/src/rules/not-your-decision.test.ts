import { describe, expect, it } from 'vitest';
import { notYourDecisionIn } from './not-your-decision';

type Stage = 'attack' | 'counter';
const notYourDecision = notYourDecisionIn<Stage>({
  seatInSentence: (seat) => (seat === '0' ? 'Tron' : 'the MCP'),
  stages: { attack: 'the attack', counter: 'the counter' },
});
const at = (pending: { seat: string; stage: Stage } | null, playerID: string) => ({
  G: { pending },
  playerID,
});

describe('the refusal of a decision that is not the seat’s', () => {
  it('lets the awaited seat take the decision asked for', () => {
    expect(notYourDecision(at({ seat: '1', stage: 'counter' }, '1'), 'counter')).toBeUndefined();
  });

  it('names who is awaited when another seat tries', () => {
    expect(notYourDecision(at({ seat: '1', stage: 'counter' }, '0'), 'counter')).toBe(
      'Waiting for the MCP.',
    );
  });

  it('names the decision being asked for when the move answers another', () => {
    expect(notYourDecision(at({ seat: '1', stage: 'counter' }, '1'), 'attack')).toBe(
      'That is not the decision being asked for: now it is the counter.',
    );
  });

  it('says when nothing is waiting', () => {
    expect(notYourDecision(at(null, '0'), 'attack')).toBe('Nothing is waiting for a decision.');
  });
});
