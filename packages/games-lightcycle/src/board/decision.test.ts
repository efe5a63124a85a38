/** The dock's title says what is being decided, step by step (the Crusher's above all). */
import { describe, expect, it } from 'vitest';
import { cellAt, scenario } from '../testing/scenario';
import { decisionTitle } from './decision';

const at = cellAt(10);

describe("the dock's title", () => {
  const match = scenario(
    2,
    { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
    { hands: { 0: ['crusher'] } },
  );
  const G = match.view('0');

  it('asks for a card, and says when a crash is marked', () => {
    expect(decisionTitle(G, '0', 'choose', {}, false)).toBe('Round 1: pick a card.');
    expect(decisionTitle(G, '0', 'choose', {}, true)).toBe(
      'Round 1: pick a card (✕ marks a crash).',
    );
  });

  it('walks the Crusher through: the cell, then the side', () => {
    expect(decisionTitle(G, '0', 'choose', { card: 'crusher' }, false)).toBe(
      'Crusher: click a highlighted cell beside the line you want.',
    );
    expect(decisionTitle(G, '0', 'choose', { card: 'crusher', cell: at(7, 7) }, false)).toBe(
      'Crusher beside H8: which side?',
    );
  });

  it('asks which Crusher moves when all three stand', () => {
    const full = match.patch((state) => {
      state.crushers = [0, 1, 2].map((i) => ({ edge: [at(8, i), at(8, i + 1)], placedBy: '1' }));
    });
    const view = full.view('0');
    expect(decisionTitle(view, '0', 'choose', { card: 'crusher' }, false)).toBe(
      'Crusher: all three stand. Which one moves?',
    );
  });

  it('says what was played while the others choose', () => {
    match.move('0', 'chooseCard', { card: 'left' });
    expect(decisionTitle(match.view('0'), '0', 'choose', {}, false)).toBe(
      'You play Left. Waiting for the others…',
    );
  });
});
