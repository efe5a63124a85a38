import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { determinize, evaluate } from './ai';
import { game } from './game';
import { playerView } from './view';
import type { MatrixState } from './state';
import { cardCount, HUMANS, MACHINES } from './testing/scenario';

describe('ai', () => {
  it('determinize keeps what the seat sees and deals the rest afresh, sizes kept', () => {
    const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'det' });
    const view = playerView({ G: match.G, playerID: HUMANS });
    const world = determinize(view, match.ctx, HUMANS, seededRandom(5));
    expect(world.seats[HUMANS].hand).toEqual(match.G.seats[HUMANS].hand);
    expect(world.seats[MACHINES].hand).toHaveLength(8);
    expect(world.seats[MACHINES].deck).toHaveLength(32);
    expect(cardCount(world, MACHINES)).toBe(42);
    expect(cardCount(world, HUMANS)).toBe(40);
    expect(world.machines).toEqual(match.G.machines);
  });

  it('evaluate: a won game is 1 for the winner; more Mission Points are better for the Humans', () => {
    const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'eval' });
    const ahead = { ...match.G, missionPoints: 12 };
    expect(evaluate(ahead, match.ctx, HUMANS)).toBeGreaterThan(
      evaluate(match.G, match.ctx, HUMANS),
    );
    expect(evaluate(match.G, { ...match.ctx, gameover: { winner: MACHINES } }, MACHINES)).toBe(1);
  });
});
