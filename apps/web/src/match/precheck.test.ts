import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { duelModule } from '../testing/duel-game';
import { refusedBeforeSending } from './precheck';

describe('refusedBeforeSending', () => {
  const match = new LocalMatch(duelModule.game, { numPlayers: 2, seed: 's' });
  const state = { G: match.view('1'), ctx: match.ctx };

  it('stops a move from a seat that cannot act, with the reason', () => {
    expect(refusedBeforeSending(duelModule.game, state, '1', 'play')).toBe(
      'It is not your turn (waiting for player 1).',
    );
    expect(refusedBeforeSending(duelModule.game, state, null, 'play')).toBe(
      'Spectators cannot make moves.',
    );
    expect(refusedBeforeSending(duelModule.game, state, '0', 'fly')).toBe(
      '"fly" is not allowed now (this turn).',
    );
  });

  it('leaves the move’s own rule to the server', () => {
    expect(
      refusedBeforeSending(duelModule.game, { G: match.view('0'), ctx: match.ctx }, '0', 'play'),
    ).toBeUndefined();
  });
});
