import { describe, expect, it } from 'vitest';
import type { GameMeta } from '@gridplay/core';
import { botsOf, defaultPlan, mySeat, planProblem, withMode, withPlayerCount } from './seat-plan';

const meta: GameMeta = {
  id: 'duel',
  title: 'Duel',
  description: 'A test game.',
  minPlayers: 2,
  maxPlayers: 4,
  setupOptions: [{ key: 'rounds', label: 'Rounds', default: 3, min: 1, max: 5 }],
  art: '<svg/>',
  accent: '#0ff',
};

describe('match plans', () => {
  it('defaults to me against AI bots with the game defaults', () => {
    const plan = defaultPlan(meta);
    expect(plan).toEqual({
      mode: 'ai',
      numPlayers: 2,
      setupData: { rounds: 3 },
      seats: [{ kind: 'me' }, { kind: 'ai', difficulty: 'normal' }],
    });
    expect(planProblem(meta, plan)).toBeUndefined();
  });

  it('online: the server gets the bot seats and I take mine', () => {
    const plan = withPlayerCount(withMode(defaultPlan(meta), 'online'), 3);
    plan.seats[0] = { kind: 'open' };
    plan.seats[1] = { kind: 'me' };
    plan.seats[2] = { kind: 'ai', difficulty: 'hard' };
    expect(planProblem(meta, plan)).toBeUndefined();
    expect(botsOf(plan)).toEqual({ '2': 'hard' });
    expect(mySeat(plan)).toBe('1');
  });

  it('names the problem of an unplayable plan', () => {
    const online = withMode(defaultPlan(meta), 'online');
    online.seats[0] = { kind: 'open' };
    expect(planProblem(meta, online)).toBe('Choose exactly one seat for yourself.');
    const hotseat = withMode(defaultPlan(meta), 'hotseat');
    hotseat.seats[1] = { kind: 'ai', difficulty: 'easy' };
    expect(planProblem(meta, hotseat)).toBe('Hotseat needs at least two people at this device.');
    const ai = {
      ...defaultPlan(meta),
      seats: [{ kind: 'me' as const }, { kind: 'open' as const }],
    };
    expect(planProblem(meta, ai)).toBe('This mode cannot have open seats.');
    expect(planProblem(meta, withPlayerCount(defaultPlan(meta), 5))).toMatch(/2–4 players/);
    expect(planProblem(meta, { ...defaultPlan(meta), setupData: { rounds: 9 } })).toMatch(
      /between 1 and 5/,
    );
  });

  it('keeps chosen seats when the player count grows', () => {
    const plan = defaultPlan(meta);
    plan.seats[1] = { kind: 'ai', difficulty: 'hard' };
    expect(withPlayerCount(plan, 3).seats).toEqual([
      { kind: 'me' },
      { kind: 'ai', difficulty: 'hard' },
      { kind: 'ai', difficulty: 'normal' },
    ]);
  });
});
