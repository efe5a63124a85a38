import { describe, expect, it } from 'vitest';
import { ofSeat } from './of-seat';

describe('ofSeat', () => {
  it("returns the seat's entry, falsy values included", () => {
    expect(ofSeat({ '0': [3, 1], '1': [] }, '0')).toEqual([3, 1]);
    expect(ofSeat({ '0': 0, '1': 5 }, '0')).toBe(0);
  });

  it('throws for a seat the record does not have, naming the seats there are', () => {
    expect(() => ofSeat({ '0': 1, '1': 2 }, '2')).toThrow('No seat "2" here (seats: 0, 1).');
    expect(() => ofSeat({ '0': 1 }, 'toString')).toThrow(/No seat "toString"/);
  });
});
