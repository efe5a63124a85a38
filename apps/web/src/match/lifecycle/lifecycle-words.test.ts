import { describe, expect, it } from 'vitest';
import { TIME_CONTROL_PRESETS, type TimeControl } from '@gridplay/core';
import { clockWords, describeControl, endingWords, isLowTime } from './lifecycle-words';

const rapid: TimeControl = { ...TIME_CONTROL_PRESETS['rapid-5+10'], onTimeout: 'lose' };
const names: Record<string, string> = { '0': 'Ada', '1': 'Bob (AI)' };
const name = (seat: string) => names[seat];

describe('lifecycle words', () => {
  it('describes each preset', () => {
    expect(describeControl(rapid)).toBe('5 min + 10 s per decision');
    expect(describeControl({ ...TIME_CONTROL_PRESETS['blitz-1+5'], onTimeout: 'lose' })).toBe(
      '1 min + 5 s per decision',
    );
    expect(describeControl({ ...TIME_CONTROL_PRESETS['daily-1d'], onTimeout: 'lose' })).toBe(
      '1 day per move',
    );
  });

  it('warns at a tenth of the allowance, never later than ten seconds', () => {
    expect(isLowTime(rapid, 30_000)).toBe(true);
    expect(isLowTime(rapid, 30_001)).toBe(false);
    const short: TimeControl = {
      kind: 'fischer',
      initialMs: 20_000,
      incrementMs: 0,
      onTimeout: 'lose',
    };
    expect(isLowTime(short, 10_000)).toBe(true);
    expect(isLowTime(short, 10_001)).toBe(false);
  });

  it('reads a clock aloud', () => {
    expect(clockWords('Ada', 65_000, true)).toBe('Ada: 1:05 left, clock running');
    expect(clockWords('Ada', 65_000, false)).toBe('Ada: 1:05 left');
  });

  it('says how a match ended: on time, claimed, abandoned', () => {
    expect(endingWords({ ending: { how: 'time', seat: '0' }, replaced: {} }, name)).toEqual([
      'Ada ran out of time: the match was lost on time.',
    ]);
    const noMove = { how: 'time', seat: '0', aiFoundNoMove: true } as const;
    expect(endingWords({ ending: noMove, replaced: {} }, name)).toEqual([
      'Ada ran out of time and the AI found no move to make for them: the match was lost on time.',
    ]);
    expect(
      endingWords({ ending: { how: 'claimed', seat: '0', by: '1' }, replaced: {} }, name),
    ).toEqual(['Bob claimed the win: Ada was away too long.']);
    expect(endingWords({ ending: null, replaced: { '1': 'away' } }, name)).toEqual([
      'Bob abandoned the match: an AI played on in their seat.',
    ]);
    expect(endingWords({ ending: null, replaced: { '1': 'time' } }, name)).toEqual([
      'Bob ran out of time: an AI played on in their seat.',
    ]);
    expect(endingWords({ ending: null, replaced: {} }, name)).toEqual([]);
  });
});
