import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { determinize, enumerate, evaluate, greedyMove } from './ai';
import { game } from './game';
import { playerView } from './view';
import type { MatrixState } from './state';
import { cardCount, HUMANS, MACHINES, scenario, stackDeck } from './testing/scenario';

describe('ai', () => {
  it('the draw offers draw-two and a few sensible takes, not the whole deck', () => {
    const match = scenario('zion', { seat: HUMANS, stage: 'draw' }, (G) =>
      stackDeck(G, HUMANS, 'neo'),
    );
    const moves = enumerate(match.G, match.ctx, HUMANS);
    expect(moves[0]).toEqual({ move: 'drawTwo', args: [] });
    expect(moves).toContainEqual({ move: 'takeCard', args: ['neo'] });
    expect(moves).toContainEqual({ move: 'takeCard', args: ['hack-mainframe'] });
    expect(moves.length).toBeLessThanOrEqual(4);
    expect(enumerate(match.G, match.ctx, MACHINES)).toEqual([]);
  });

  it('gives the same decisions on the seat’s own view as on the full state, and never a refused one', () => {
    const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'views' });
    const random = seededRandom(3);
    for (let step = 0; step < 400 && !match.isOver; step++) {
      const seat = match.activePlayers()[0];
      const full = enumerate(match.G, match.ctx, seat);
      const fromView = enumerate(playerView({ G: match.G, playerID: seat }), match.ctx, seat);
      expect(fromView).toEqual(full);
      const choice = greedyMove(match.G, match.ctx, seat, full, random);
      expect(match.play(seat, choice)).toEqual({ ok: true });
    }
  }, 60_000);

  it('determinize keeps what the seat sees and deals the rest afresh, sizes kept', () => {
    const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'det' });
    const view = playerView({ G: match.G, playerID: HUMANS }) as unknown as MatrixState;
    const world = determinize(view, match.ctx, HUMANS, seededRandom(5));
    expect(world.seats[HUMANS].hand).toEqual(match.G.seats[HUMANS].hand);
    expect(world.seats[MACHINES].hand).toHaveLength(8);
    expect(world.seats[MACHINES].deck).toHaveLength(30);
    expect(cardCount(world, MACHINES)).toBe(40);
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
