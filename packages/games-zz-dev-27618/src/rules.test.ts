import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import module from './index';

const newMatch = (numPlayers = 2) => new LocalMatch(module.game, { numPlayers, seed: 'rules' });

describe('Zz Dev 27618 rules', () => {
  it('deals 3 secret cards to each player', () => {
    const match = newMatch(3);
    expect(Object.values(match.G.hands).map((hand) => hand.length)).toEqual([3, 3, 3]);
    expect(match.G.deck).toHaveLength(40 - 9);
  });

  it('a played card adds its value to the pile and the player draws one', () => {
    const match = newMatch().patch((G) => {
      G.hands['0'] = ['pile:v4#1', 'pile:v1#1', 'pile:v2#1'];
    });
    expect(match.move('0', 'playCard', 'pile:v4#1')).toEqual({ ok: true });
    expect(match.G.total).toBe(4);
    expect(match.G.hands['0']).toHaveLength(3);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('refuses a card that is not in your hand', () => {
    const match = newMatch();
    const notMine = match.G.hands['1'][0];
    expect(match.move('0', 'playCard', notMine)).toEqual({
      ok: false,
      reason: 'You can only play a card from your hand.',
    });
  });

  it('the player who takes the pile to 31 loses, the others win', () => {
    const match = newMatch(3).patch((G) => {
      G.total = 28;
      G.hands['0'] = ['pile:v3#1'];
    });
    match.move('0', 'playCard', 'pile:v3#1');
    expect(match.ctx.gameover).toEqual({ loser: '0', winners: ['1', '2'] });
  });

  it('is for 2 to 4 players, as its meta says', () => {
    expect(() => newMatch(5)).toThrow('zz-dev-27618 is for 2–4 players, not 5.');
    expect(newMatch(4).ctx.numPlayers).toBe(4);
  });

  it('refuses the flow events a player may not send, as the server does', () => {
    const match = newMatch();
    expect(match.event('0', 'pass')).toEqual({
      ok: false,
      reason: '"pass" is not part of this game.',
    });
    expect(match.event('0', 'endTurn')).toEqual({
      ok: false,
      reason: '"endTurn" is not part of this game.',
    });
    expect(match.ctx.currentPlayer).toBe('0');
  });

  it('hides the other hands and the deck order', () => {
    const match = newMatch();
    const view = match.view('0') as { hands: Record<string, unknown>; deck: unknown };
    expect(view.hands['1']).toEqual({ hidden: true, size: 3 });
    expect(view.deck).toEqual({ hidden: true, size: 34 });
    expect(view.hands['0']).toEqual(match.G.hands['0']);
  });
});
