/** RULES.md's "An example round", replayed on the real rules. */
import { expect, it } from 'vitest';
import { ok, table } from './testing/scenario';

it('the example round of RULES.md plays as written', () => {
  const match = table({ '0': [1, 4, 4, 5, 6], '1': [2, 3, 4, 6], '2': [1, 2, 5] }, { toAct: '2' });
  ok(match, '2', 'bid', 3, 5);
  ok(match, '0', 'bid', 4, 5);
  ok(match, '1', 'bid', 2, 1); // half of 4
  expect(match.move('2', 'bid', 4, 4)).toMatchObject({ ok: false }); // double 2 plus one is 5
  ok(match, '2', 'bid', 5, 4);
  ok(match, '0', 'dudo');
  expect(match.G.lastReveal).toMatchObject({ counted: 5, loser: '0' });
  expect(match.G.round).toBe(2);
  expect(match.G.cups['0']).toHaveLength(4);
  expect(match.ctx.currentPlayer).toBe('0');
});
