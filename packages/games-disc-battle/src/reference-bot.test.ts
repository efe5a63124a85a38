/** The reference player: the move a club player must make in each position, from its view only. */
import { describe, expect, it } from 'vitest';
import { seededRandom, type AiMove } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { add, baseCircle, discStep, firstContact, scale, unitFromBearing } from './geometry';
import { reference } from './reference-bot';
import { scenario, type Match } from './testing/scenario';

function decide(match: Match, seat: string): AiMove {
  const view = match.view(seat);
  const moves = enumerate(match.G, match.ctx, seat);
  const choice = reference(view, match.ctx, seat, moves, seededRandom(1));
  expect(moves).toContainEqual(choice);
  return choice;
}

/** Tron (seat 0) at (4,12) throws east along y=12 at whoever stands there. */
function thrownEast(numPlayers: number, programs: Parameters<typeof scenario>[1]['programs']) {
  const match = scenario(numPlayers, {
    programs: { 0: { at: [4, 12] }, ...programs },
    flipped: '0',
  });
  expect(match.move('0', 'throwDisc', 90)).toEqual({ ok: true });
  return match;
}

describe('the reference player (club player)', () => {
  it('attacks an overlapping enemy that holds no card: it cannot dodge', () => {
    const match = scenario(2, {
      programs: { 0: { at: [10, 10] }, 1: { at: [12, 10], held: 0 } },
      flipped: '0',
    });
    expect(decide(match, '0')).toEqual({ move: 'attack', args: ['1'] });
  });

  it('throws straight at a Prone enemy in reach: the likeliest De-Rez', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 6] }, 1: { at: [12, 16], prone: true } },
      flipped: '0',
    });
    expect(decide(match, '0')).toEqual({ move: 'throwDisc', args: [0] });
  });

  it('without a card, steps out of the way of a disc about to cross its base; with one, holds', () => {
    // Sark's disc heads south down x=4 and its next step sweeps Tron's base at (4,4).
    const programs = (held: number) => ({
      0: { at: [4, 4] as [number, number], held },
      1: {
        at: [20, 20] as [number, number],
        disc: { tip: [4, 14] as [number, number], bearing: 180 },
      },
    });
    const bare = scenario(2, { programs: programs(0), flipped: '0' });
    const step = decide(bare, '0');
    expect(step).toMatchObject({ move: 'moveBase' });
    const [bearing, reach] = step.args as [number, number];
    const landing = add({ x: 4, y: 4 }, scale(unitFromBearing(bearing), reach));
    const path = discStep(bare.G.grid, bare.G.programs[1].disc!);
    expect(firstContact(path, baseCircle({ x: 4, y: 4 }))).not.toBeNull();
    expect(firstContact(path, baseCircle(landing))).toBeNull();
    expect(decide(scenario(2, { programs: programs(1), flipped: '0' }), '0')).toEqual({
      move: 'hold',
    });
  });

  it('stands up when Prone', () => {
    const match = scenario(2, {
      programs: { 0: { at: [4, 4], prone: true }, 1: { at: [20, 20] } },
      flipped: '0',
    });
    expect(decide(match, '0')).toEqual({ move: 'stand' });
  });

  it('Blocks a disc, but Dodges one that flies on into an enemy holding no card', () => {
    // Sark (x=10) holds a card and his disc; Ram (x=14) holds none and is next on the path.
    const alone = thrownEast(2, { 1: { at: [10, 12], held: 1 } });
    expect(alone.G.reaction).toMatchObject({ reactor: '1', options: ['block', 'dodge'] });
    expect(decide(alone, '1')).toEqual({ move: 'react', args: ['block'] });
    const withRam = thrownEast(3, { 1: { at: [10, 12], held: 1 }, 2: { at: [14, 12], held: 0 } });
    expect(withRam.G.reaction).toMatchObject({ reactor: '1', options: ['block', 'dodge'] });
    expect(decide(withRam, '1')).toEqual({ move: 'react', args: ['dodge'] });
  });
});

describe('the reference player reads only its seat’s view', () => {
  it('decides on a frozen view without changing it', () => {
    const match = scenario(2, {
      programs: {
        0: { at: [12, 6], disc: { tip: [12, 20], bearing: 0, recalled: true } },
        1: { at: [12, 16], held: 0, disc: { tip: [4, 14], bearing: 180 } },
      },
      flipped: '0',
    });
    const view = deepFreeze(structuredClone(match.view('0')));
    const moves = enumerate(view, match.ctx, '0');
    expect(() => reference(view, match.ctx, '0', moves, seededRandom(3))).not.toThrow();
    expect(view).toEqual(match.view('0'));
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
