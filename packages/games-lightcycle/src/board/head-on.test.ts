/** Where last round's head-on crashes happened: the cells the board marks. */
import { describe, expect, it } from 'vitest';
import { cellAt, playRound, scenario } from '../testing/scenario';
import { headOnCrashes } from './head-on';

const at = cellAt(10);

describe('head-on crashes of the last round', () => {
  it('two heads entering one cell: one crash on that cell, with both players', () => {
    const match = scenario(2, { 0: [at(5, 3), at(5, 2)], 1: [at(5, 5), at(5, 6)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.G.lastRound!.deaths).toEqual([
      { player: '0', cause: 'headOn' },
      { player: '1', cause: 'headOn' },
    ]);
    expect(headOnCrashes(match.G.lastRound)).toEqual([{ cell: at(5, 4), players: ['0', '1'] }]);
  });

  it('a swap: each head where it stood', () => {
    const match = scenario(2, { 0: [at(5, 4), at(5, 3)], 1: [at(5, 5), at(5, 6)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(headOnCrashes(match.G.lastRound)).toEqual([
      { cell: at(5, 4), players: ['0'] },
      { cell: at(5, 5), players: ['1'] },
    ]);
  });

  it('nothing for other crashes, nor for a record without deaths', () => {
    const match = scenario(2, { 0: [at(0, 5), at(1, 5)], 1: [at(5, 5), at(5, 4)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.G.lastRound!.deaths).toEqual([{ player: '0', cause: 'wall' }]);
    expect(headOnCrashes(match.G.lastRound)).toEqual([]);
    expect(headOnCrashes({ ...match.G.lastRound!, deaths: undefined })).toEqual([]);
    expect(headOnCrashes(null)).toEqual([]);
  });
});
