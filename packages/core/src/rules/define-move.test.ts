import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineMove, malformedArgs, moveSpecOf } from './define-move';

const spec = moveSpecOf(
  defineMove<unknown, [string, number]>({
    args: z.tuple([z.string(), z.number().int().min(1).max(3)]),
    apply: () => undefined,
  }),
)!;

describe('malformed arguments are explained in plain words', () => {
  it.each([
    [['a', 2], undefined],
    [[7, 2], 'Malformed move: argument 1 should be a string.'],
    [['a', 'b'], 'Malformed move: argument 2 should be a number.'],
    [['a', 9], 'Malformed move: argument 2 is too large.'],
    [['a', 0], 'Malformed move: argument 2 is too small.'],
    [['a', 2, 'extra'], 'Malformed move: too many arguments (at most 2).'],
    [['a'], 'Malformed move: missing arguments (at least 2).'],
  ])('%j → %s', (args, message) => {
    expect(malformedArgs(spec, args as unknown[])).toBe(message);
  });

  it('names the allowed values of an enum', () => {
    const choice = moveSpecOf(
      defineMove<unknown, ['F' | 'L']>({
        args: z.tuple([z.enum(['F', 'L'])]),
        apply: () => undefined,
      }),
    )!;
    expect(malformedArgs(choice, ['U'])).toBe(
      'Malformed move: argument 1 must be one of "F", "L".',
    );
  });
});
