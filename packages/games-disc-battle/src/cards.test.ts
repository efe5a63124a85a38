/** The Action Cards' table: the seed's seven actions, each played by a move the game has. */
import { describe, expect, it } from 'vitest';
import { ACTIONS } from './cards';
import { game } from './game';

describe('the actions an Action Card can become', () => {
  it('are the seed’s seven: Attack, Move, Stand and Throw when flipped; Block, Catch and Dodge when held', () => {
    const of = (kind: 'active' | 'reactive') =>
      Object.entries(ACTIONS)
        .filter(([, action]) => action.kind === kind)
        .map(([name]) => name)
        .sort();
    expect(of('active')).toEqual(['attack', 'move', 'stand', 'throw']);
    expect(of('reactive')).toEqual(['block', 'catch', 'dodge']);
  });

  it('an active action is a move of the flipped card’s turn; a reactive one is answered in the react stage', () => {
    const reactMoves = game.turn?.stages?.react?.moves ?? {};
    for (const action of Object.values(ACTIONS)) {
      const moves = action.kind === 'active' ? game.moves : reactMoves;
      expect(Object.keys(moves ?? {})).toContain(action.move);
    }
  });
});
