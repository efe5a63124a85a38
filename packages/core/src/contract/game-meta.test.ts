import { describe, expect, it } from 'vitest';
import { invalidSetupData, type GameMeta } from './game-meta';

const meta: GameMeta = {
  id: 'race',
  title: 'Race',
  description: 'A test meta.',
  minPlayers: 2,
  maxPlayers: 4,
  setupOptions: [
    { key: 'target', label: 'Points to win', default: 15, min: 5, max: 30 },
    { key: 'rounds', label: 'Round limit', default: 0, min: 0, max: 200 },
    { key: 'lap', label: 'Lap', default: 1, choices: [{ value: 1, label: 'one' }] },
    { key: 'fast', label: 'Fast', default: false },
  ],
  art: '',
  accent: '#000',
};

describe('invalidSetupData', () => {
  it('accepts whole numbers within the bounds, the bounds included', () => {
    for (const setupData of [
      { target: 5, rounds: 0 },
      { target: 30, rounds: 200 },
      { target: 15, rounds: 1, lap: 1, fast: true },
      { target: 6.0 },
    ])
      expect(invalidSetupData(meta, setupData, 2)).toBeUndefined();
  });

  it.each([
    ['5.5 points', { target: 5.5 }, '"target" (Points to win) must be a whole number, not 5.5'],
    ['half a round', { rounds: 0.5 }, '"rounds" (Round limit) must be a whole number, not 0.5'],
    [
      'a hair over zero rounds',
      { target: 15, rounds: 1e-9 },
      '"rounds" (Round limit) must be a whole number, not 1e-9',
    ],
    ['NaN', { target: Number.NaN }, '"target" (Points to win) must be a whole number, not NaN'],
    [
      'Infinity',
      { target: Infinity },
      '"target" (Points to win) must be a whole number, not Infinity',
    ],
  ])('refuses a number that is not whole: %s', (_, setupData, problem) => {
    expect(invalidSetupData(meta, setupData, 2)).toBe(problem);
  });

  it('still refuses out-of-range numbers, wrong types, unknown options and other values', () => {
    expect(invalidSetupData(meta, { target: 31 }, 2)).toBe('"target" must be between 5 and 30');
    expect(invalidSetupData(meta, { target: '15' }, 2)).toBe('"target" must be a number');
    expect(invalidSetupData(meta, { lap: 1.5 }, 2)).toBe('"lap" cannot be 1.5');
    expect(invalidSetupData(meta, { colour: 'red' }, 2)).toBe('unknown setup option "colour"');
    expect(invalidSetupData(meta, {}, 5)).toBe('Race is for 2–4 players, not 5');
  });
});
