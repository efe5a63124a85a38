import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import module from '../index';
import type { State } from '../state';
import { bidOf, ok, table } from '../testing/scenario';

describe('setup and the roll', () => {
  it('each player starts with five dice, rolled under the cup (faces 1 to 6)', () => {
    const match = new LocalMatch<State>(module.game, { numPlayers: 4, seed: 'roll' });
    for (const cup of Object.values(match.G.cups)) {
      expect(cup).toHaveLength(5);
      for (const die of cup) expect([1, 2, 3, 4, 5, 6]).toContain(die);
    }
    expect(match.G.round).toBe(1);
    expect(match.G.bid).toBeNull();
  });

  it('the first bidder of the match is chosen at random, and acts first', () => {
    const openers = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const match = new LocalMatch<State>(module.game, { numPlayers: 4, seed: `opener-${seed}` });
      expect(match.ctx.currentPlayer).toBe(match.G.opener);
      openers.add(match.G.opener);
    }
    expect(openers).toEqual(new Set(['0', '1', '2', '3']));
  });

  it('2 to 6 players: the game refuses 1 or 7', () => {
    expect(module.meta.minPlayers).toBe(2);
    expect(module.meta.maxPlayers).toBe(6);
    expect(module.game.validateSetupData?.(undefined, 7)).toMatch(/2–6 players, not 7/);
    expect(module.game.validateSetupData?.(undefined, 1)).toMatch(/2–6 players, not 1/);
    expect(module.game.validateSetupData?.({ calza: 'yes' }, 3)).toBe('"calza" must be a boolean');
  });

  it('every round starts with a fresh roll of every cup still in, of the same size', () => {
    const match = table({ '0': [2, 2, 3], '1': [4, 4], '2': [] }, { bid: bidOf(2, 4, '1') });
    ok(match, '0', 'dudo'); // two 4s: the challenger loses a die
    expect(match.G.round).toBe(2);
    expect(match.G.cups['0']).toHaveLength(2);
    expect(match.G.cups['1']).toHaveLength(2);
    expect(match.G.cups['2']).toEqual([]);
    const rolled = Object.values(match.G.cups).flat();
    expect(rolled).not.toEqual([2, 2, 4, 4]); // a new roll (this seed's dice differ)
  });
});
