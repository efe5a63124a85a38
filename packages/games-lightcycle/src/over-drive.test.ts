/** Over-Drive: toggled from the next round; Regular moves of any length; junctions; Dashes move 1. */
import { describe, expect, it } from 'vitest';
import { cellAt, playRound, scenario, scores } from './testing/scenario';

const at = cellAt(10);

describe('Over-Drive', () => {
  it('switches on from the next round, and off again when played again', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['overDrive'] } },
    );
    playRound(match, { 0: { card: 'overDrive' }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle.head).toBe(at(5, 5)); // no move
    expect(match.G.seats[1].cycle.head).toBe(at(1, 2)); // this round still normal
    expect(match.G.overDrive).toBe(true);
    // The card went back into the deck; give it to player 2 to switch Over-Drive off.
    match.patch((G) => {
      const i = G.deck.findIndex((c) => c.def === 'overDrive');
      G.seats[1].hand.push(...G.deck.splice(i, 1));
    });
    expect(match.move('0', 'chooseCard', { card: 'forward' })).toEqual({
      ok: false,
      reason: 'In Over-Drive, choose how many cells to move with the card.',
    });
    playRound(match, { 0: { card: 'forward', distance: 3 }, 1: { card: 'overDrive' } });
    expect(match.G.seats[0].cycle.head).toBe(at(5, 8));
    expect(match.G.overDrive).toBe(false);
    expect(match.move('0', 'chooseCard', { card: 'forward', distance: 2 })).toEqual({
      ok: false,
      reason: 'Outside Over-Drive a Regular card moves exactly 1 cell.',
    });
  });

  it('junction: the path that reaches the shared cell in fewer steps takes it; the other stops short', () => {
    // Player 1 drives east along row 5 and reaches (5,3) at step 3; player 2 comes south down column 3 and would reach it at step 4.
    const match = scenario(
      2,
      { 0: [at(5, 0), at(4, 0)], 1: [at(1, 3), at(0, 3)] },
      { overDrive: true },
    );
    playRound(match, { 0: { card: 'left', distance: 6 }, 1: { card: 'forward', distance: 6 } });
    expect(match.G.seats[0].cycle).toMatchObject({ head: at(5, 6), alive: true });
    expect(match.G.seats[1].cycle).toMatchObject({
      head: at(4, 3),
      tail: [at(3, 3), at(2, 3), at(1, 3), at(0, 3)],
      alive: true,
    });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
  });

  it('junction reached in the same number of steps: both die, no points', () => {
    const match = scenario(
      2,
      { 0: [at(5, 0), at(4, 0)], 1: [at(2, 3), at(1, 3)] },
      { overDrive: true },
    );
    playRound(match, { 0: { card: 'left', distance: 6 }, 1: { card: 'forward', distance: 6 } });
    const last = match.G.lastRound!.frames.at(-1)!;
    expect(last.cycles[0]).toMatchObject({ head: at(5, 3), alive: false });
    expect(last.cycles[1]).toMatchObject({ head: at(5, 3), alive: false });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
  });

  it('a path into an older trail is still a crash', () => {
    const match = scenario(
      2,
      {
        0: [at(5, 0), at(4, 0)],
        1: [at(1, 9), at(1, 8), at(2, 8), at(3, 8), at(4, 8), at(5, 8), at(6, 8)],
      },
      { overDrive: true },
    );
    playRound(match, { 0: { card: 'left', distance: 9 }, 1: { card: 'left', distance: 1 } });
    expect(scores(match)).toEqual({ 0: -1, 1: 2 });
  });

  it('Dash and Uber-Dash move only 1 cell in Over-Drive', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { overDrive: true, hands: { 0: ['uberDash'] } },
    );
    playRound(match, { 0: { card: 'uberDash' }, 1: { card: 'forward', distance: 1 } });
    match.move('0', 'chooseDashDirection', 'forward');
    expect(match.G.seats[0].cycle.head).toBe(at(5, 6));
  });
});

describe('Over-Drive distances', () => {
  it('a Regular card goes 1 to size − 1 cells, chosen with the card', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { overDrive: true },
    );
    expect(match.move('0', 'chooseCard', { card: 'forward', distance: 0 })).toEqual({
      ok: false,
      reason: 'In Over-Drive a Regular move goes 1 to 9 cells.',
    });
    expect(match.move('0', 'chooseCard', { card: 'forward', distance: 10 })).toMatchObject({
      ok: false,
    });
    playRound(match, { 0: { card: 'right', distance: 4 }, 1: { card: 'right', distance: 1 } });
    expect(match.G.seats[0].cycle).toMatchObject({
      head: at(9, 5),
      tail: [at(8, 5), at(7, 5), at(6, 5), at(5, 5), at(5, 4)],
      facing: 2,
      alive: true,
    });
    expect(match.G.lastRound!.frames.map((f) => f.caption)).toEqual(
      [1, 2, 3, 4].map((n) => `Regular moves (Over-Drive) — step ${n}`),
    );
  });
});

describe('Over-Drive stop-short before the first step', () => {
  it('a cycle that stops short without moving keeps its facing (no turn without a move, so no U-turn later)', () => {
    // Player 1 leaves (5,3) eastwards: the path of player 1 holds (5,3) from step 0. Player 2, at
    // (4,3) facing west (trail on (4,4)), plays Left (south) into (5,3): it stops short at once.
    const match = scenario(
      2,
      { 0: [at(5, 3), at(5, 2)], 1: [at(4, 3), at(4, 4)] },
      { overDrive: true },
    );
    playRound(match, { 0: { card: 'forward', distance: 3 }, 1: { card: 'left', distance: 2 } });
    expect(match.G.seats[0].cycle).toMatchObject({ head: at(5, 6), alive: true });
    expect(match.G.seats[1].cycle).toEqual({
      head: at(4, 3),
      tail: [at(4, 4)],
      facing: 3,
      alive: true,
    });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    // Next round its Left still means south, Right north: Right moves it to (3,3).
    playRound(match, { 0: { card: 'left', distance: 1 }, 1: { card: 'right', distance: 1 } });
    expect(match.G.seats[1].cycle).toMatchObject({
      head: at(3, 3),
      tail: [at(4, 3), at(4, 4)],
      facing: 0,
      alive: true,
    });
  });
});
