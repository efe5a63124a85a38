import { expect, it } from 'vitest';
import { MessageBudget } from './message-budget';

it('allows a burst, then the sustained rate, and refills with time', () => {
  const t0 = 1000;
  const budget = new MessageBudget(10, 5, t0);
  expect(Array.from({ length: 6 }, () => budget.take(t0))).toEqual([
    true,
    true,
    true,
    true,
    true,
    false,
  ]);
  expect(budget.take(t0 + 50)).toBe(false); // half a token
  expect(budget.take(t0 + 100)).toBe(true); // one token after 100 ms at 10/s
  expect(budget.take(t0 + 100)).toBe(false);
  expect(Array.from({ length: 6 }, () => budget.take(t0 + 10_000)).filter(Boolean)).toHaveLength(5);
});
