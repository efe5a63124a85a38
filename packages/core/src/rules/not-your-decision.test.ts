import { describe, expect, it } from 'vitest';
import { decisionPromptIn, notYourDecisionIn } from './not-your-decision';

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

describe('the status-bar prompt of a one-decision-at-a-time game', () => {
  type G = { pending: { seat: string; stage: Stage } | null; power: number };
  const prompt = decisionPromptIn<G, Stage>({
    seatInSentence: (seat) => (seat === '0' ? 'Tron' : 'the MCP'),
    asks: { attack: () => 'Attack or pass', counter: (G) => `Counter a power of ${G.power}` },
  });
  const G = (pending: G['pending']): G => ({ pending, power: 5 });

  it('asks the awaited seat what its stage asks, from the state', () => {
    expect(prompt({ G: G({ seat: '0', stage: 'counter' }), ctx: {} }, '0')).toBe(
      'Counter a power of 5',
    );
  });

  it('tells everyone else, spectators too, who is awaited', () => {
    expect(prompt({ G: G({ seat: '0', stage: 'counter' }), ctx: {} }, '1')).toBe(
      'Waiting for Tron',
    );
    expect(prompt({ G: G({ seat: '1', stage: 'attack' }), ctx: {} }, null)).toBe(
      'Waiting for the MCP',
    );
  });

  it('says nothing once the match is over or nothing is pending', () => {
    expect(prompt({ G: G({ seat: '0', stage: 'attack' }), ctx: { gameover: {} } }, '0')).toBe('');
    expect(prompt({ G: G(null), ctx: {} }, '0')).toBe('');
  });
});
