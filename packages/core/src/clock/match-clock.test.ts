import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  flaggedSeats,
  formatClock,
  nextFlagFall,
  remainingMs,
  startClock,
  type TimeControl,
} from './match-clock';

const FIVE_PLUS_TEN: TimeControl = {
  kind: 'fischer',
  initialMs: 300_000,
  incrementMs: 10_000,
  onTimeout: 'lose',
};
const DAILY: TimeControl = {
  kind: 'per-move',
  initialMs: 86_400_000,
  incrementMs: 0,
  onTimeout: 'lose',
};

describe('match clocks', () => {
  it('only the seat with a decision to make loses time', () => {
    const clock = startClock(FIVE_PLUS_TEN, ['0', '1'], ['0'], 1_000);
    expect(remainingMs(clock, '0', 61_000)).toBe(240_000);
    expect(remainingMs(clock, '1', 61_000)).toBe(300_000);
  });

  it('Fischer: a decision stops my clock, adds the increment and starts the next seat', () => {
    let clock = startClock(FIVE_PLUS_TEN, ['0', '1'], ['0'], 0);
    clock = advanceClock(clock, { movers: ['0'], deciding: ['1'], now: 20_000 });
    expect(clock.seats['0']).toEqual({ remainingMs: 290_000, runningSince: null });
    expect(clock.seats['1']).toEqual({ remainingMs: 300_000, runningSince: 20_000 });
    expect(remainingMs(clock, '0', 500_000)).toBe(290_000);
  });

  it('simultaneous step: every seat still to choose runs at once; one who chose stops', () => {
    let clock = startClock(FIVE_PLUS_TEN, ['0', '1', '2'], ['0', '1', '2'], 0);
    clock = advanceClock(clock, { movers: ['1'], deciding: ['0', '2'], now: 30_000 });
    expect(remainingMs(clock, '0', 60_000)).toBe(240_000);
    expect(remainingMs(clock, '2', 60_000)).toBe(240_000);
    expect(remainingMs(clock, '1', 60_000)).toBe(280_000);
  });

  it('a seat that decides twice in a row keeps running and earns the increment each time', () => {
    let clock = startClock(FIVE_PLUS_TEN, ['0', '1'], ['0'], 0);
    clock = advanceClock(clock, { movers: ['0'], deciding: ['0'], now: 5_000 });
    expect(clock.seats['0']).toEqual({ remainingMs: 305_000, runningSince: 5_000 });
  });

  it('a seat still deciding when another seat acts keeps its clock untouched', () => {
    const clock = startClock(FIVE_PLUS_TEN, ['0', '1'], ['0', '1'], 0);
    const after = advanceClock(clock, { movers: ['1'], deciding: ['0', '1'], now: 7_000 });
    expect(after.seats['0']).toBe(clock.seats['0']);
  });

  it('per move (1 day): every new decision gets a fresh day, whatever was used before', () => {
    let clock = startClock(DAILY, ['0', '1'], ['0'], 0);
    clock = advanceClock(clock, { movers: ['0'], deciding: ['1'], now: 80_000_000 });
    clock = advanceClock(clock, { movers: ['1'], deciding: ['0'], now: 90_000_000 });
    expect(remainingMs(clock, '0', 90_000_000)).toBe(86_400_000);
  });

  it('a clock that reaches zero flags its seat, and the next flag fall is known in advance', () => {
    const clock = startClock(
      { ...FIVE_PLUS_TEN, initialMs: 60_000 },
      ['0', '1'],
      ['0', '1'],
      1_000,
    );
    expect(nextFlagFall(clock)).toEqual({ seat: '0', at: 61_000 });
    expect(flaggedSeats(clock, 60_999)).toEqual([]);
    expect(flaggedSeats(clock, 61_000)).toEqual(['0', '1']);
    expect(remainingMs(clock, '0', 999_999)).toBe(0);
  });

  it('game over stops every clock', () => {
    const clock = startClock(FIVE_PLUS_TEN, ['0', '1'], ['0', '1'], 0);
    const over = advanceClock(clock, { movers: ['0'], deciding: [], now: 1_000 });
    expect(nextFlagFall(over)).toBeUndefined();
  });

  it('reads like a clock', () => {
    expect(formatClock(245_000)).toBe('4:05');
    expect(formatClock(8_100)).toBe('0:09');
    expect(formatClock(3_600_000 + 5 * 60_000)).toBe('1 h 05 min');
    expect(formatClock(86_400_000)).toBe('1 d 0 h');
    expect(formatClock(-5)).toBe('0:00');
  });
});
