import { describe, expect, it } from 'vitest';
import { seededRandom } from '@gridplay/core';
import { bidOf, ok, table } from './testing/scenario';
import { perturbSecrets, playerView } from './view';

describe('what each seat sees', () => {
  const match = () =>
    table({ '0': [1, 2, 6], '1': [3, 3], '2': [] }, { bid: bidOf(2, 3, '1'), toAct: '2' });

  it('a player sees their own dice, and only the number of everyone else’s', () => {
    const { G, ctx } = match();
    const view = playerView({ G, ctx, playerID: '0' });
    expect(view.cups).toEqual({
      '0': [1, 2, 6],
      '1': { hidden: true, size: 2 },
      '2': { hidden: true, size: 0 },
    });
    expect(playerView({ G, ctx, playerID: '1' }).cups['1']).toEqual([3, 3]);
  });

  it('a spectator sees no die, only how many each player has', () => {
    const { G, ctx } = match();
    expect(playerView({ G, ctx, playerID: null }).cups).toEqual({
      '0': { hidden: true, size: 3 },
      '1': { hidden: true, size: 2 },
      '2': { hidden: true, size: 0 },
    });
  });

  it('the bid and the last reveal are public', () => {
    const m = table({ '0': [4], '1': [5] }, { bid: bidOf(1, 5, '1') });
    ok(m, '0', 'dudo');
    const view = playerView({ G: m.G, ctx: m.ctx, playerID: null });
    expect(view.lastReveal?.cups).toEqual({ '0': [4], '1': [5] });
  });

  it('perturbSecrets changes one die of the owner only', () => {
    const { G, ctx } = match();
    const changed = perturbSecrets(G, ctx, '0', seededRandom(3));
    expect(changed.cups['0']).not.toEqual(G.cups['0']);
    expect(changed.cups['0']).toHaveLength(3);
    expect({ ...changed, cups: { ...changed.cups, '0': G.cups['0'] } }).toEqual(G);
    expect(perturbSecrets(G, ctx, '2', seededRandom(3))).toBe(G); // out: nothing to change
  });
});
