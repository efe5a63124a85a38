import { describe, expect, it } from 'vitest';
import { LocalMatch, type AiMove } from '@gridplay/core';
import module from './index';
import { bidChoices, enumerate, QUANTITIES_PER_FACE } from './legal-moves';
import type { State } from './state';
import { bidOf, table } from './testing/scenario';
import { playerView } from './view';

const bids = (moves: AiMove[]) =>
  moves.filter((m) => 'move' in m && m.move === 'bid').map((m) => ('move' in m ? m.args : []));

describe('the legal moves: what the player to act may choose', () => {
  it('offers only the player to act the lowest raise on each face, then Dudo (and Calza)', () => {
    const six = [2, 3, 4, 5, 6, 6] as const;
    const cups = Object.fromEntries(['0', '1', '2', '3', '4'].map((s) => [s, [...six]]));
    const match = table(cups, { bid: bidOf(7, 4, '4'), calza: true });
    const moves = enumerate(match.G, match.ctx, '0');
    expect(enumerate(match.G, match.ctx, '1')).toEqual([]);
    expect(bids(moves)).toEqual([
      [4, 1], // half of 7, rounded up
      [8, 2],
      [8, 3],
      [8, 4],
      [7, 5],
      [7, 6],
    ]);
    expect(moves.slice(-2)).toEqual([{ move: 'dudo' }, { move: 'calza' }]);
    expect(bidChoices(match.G)).toHaveLength(6 * QUANTITIES_PER_FACE);
  });

  it('never offers a bid above the dice on the table', () => {
    const match = table({ '0': [2, 3], '1': [4] }, { bid: bidOf(3, 5, '1') });
    expect(bids(enumerate(match.G, match.ctx, '0'))).toEqual([
      [2, 1],
      [3, 6],
    ]);
  });

  it('the opening offers every face but aces, and reads the same on the seat’s view', () => {
    const match = new LocalMatch<State>(module.game, { numPlayers: 6, seed: 'open' });
    const seat = match.ctx.currentPlayer;
    const view = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
    const moves = enumerate(match.G, match.ctx, seat);
    expect(enumerate(view, match.ctx, seat)).toEqual(moves);
    expect(bids(moves).map((args) => args?.[1])).not.toContain(1);
    expect(moves).not.toContainEqual({ move: 'dudo' });
  });
});
