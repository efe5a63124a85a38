/** The win: at the end of a round, 15 or more points and more than everyone else; equal leaders play on. */
import { describe, expect, it } from 'vitest';
import { cellAt, playRound, scenario } from '../testing/scenario';

const at = cellAt(10);

describe('winning', () => {
  it('a player reaching 15 points ahead of everyone wins at the end of the round', () => {
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(1, 1), at(1, 0)] },
      { flags: [at(5, 3)] },
    );
    match.patch((G) => {
      G.seats[0].score = 12;
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.ctx.gameover).toEqual({ winner: '0' });
  });

  it('equal leaders at 15 or more play on; the next point decides', () => {
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(0, 1), at(1, 1)] },
      { flags: [at(5, 3)] },
    );
    match.patch((G) => {
      G.seats[0].score = 12;
      G.seats[1].score = 15;
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'right' } });
    expect(match.G.seats[0].score).toBe(15);
    expect(match.ctx.gameover).toBeUndefined();
    // Player 2 drives off the Grid next round: 15 against 14.
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'left' } });
    expect(match.G.seats[1].score).toBe(14);
    expect(match.ctx.gameover).toEqual({ winner: '0' });
  });

  it('at the round limit the leader wins, or it is a draw', () => {
    const match = scenario(2, { 0: [at(5, 2), at(5, 1)], 1: [at(1, 1), at(1, 0)] });
    match.patch((G) => {
      G.roundLimit = 1;
      G.seats[0].score = 4;
      G.seats[1].score = 4;
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.ctx.gameover).toEqual({ draw: true });
  });
});
