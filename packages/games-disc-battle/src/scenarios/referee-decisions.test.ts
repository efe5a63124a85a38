/** The referee decisions of RULES.md that the other scenario files do not already pin. */
import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import { scenario } from '../testing/scenario';

describe('referee decisions', () => {
  it('a Prone program (Tron at 12,12) may hold its card instead of standing', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12], prone: true }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    expect(match.move('0', 'hold')).toEqual({ ok: true });
    expect(match.G.programs[0].prone).toBe(true);
    expect(match.G.programs[0].held).toBe(2);
  });

  it('a Move of 0″ keeps Tron at (12,12) but is an action: Sark’s disc at (20,4) steps 8″', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12] }, 1: { at: [4, 20], disc: { tip: [20, 4], bearing: 0 } } },
      flipped: '0',
    });
    expect(match.move('0', 'moveBase', 90, 0)).toEqual({ ok: true });
    expect(match.G.programs[0].centre).toEqual({ x: 12, y: 12 });
    expect(match.G.programs[1].disc!.tip.y).toBeCloseTo(12, 9);
  });

  it('a tie in path order: Prone Sark (9,14) and Prone Ram (9,10) are reached at the same point of Tron’s throw; Sark, next clockwise from Tron, is struck', () => {
    const match = scenario(3, {
      programs: {
        0: { at: [3, 12] },
        1: { at: [9, 14.2], prone: true },
        2: { at: [9, 9.8], prone: true },
      },
      flipped: '0',
    });
    match.move('0', 'throwDisc', 90);
    expect(match.G.programs[1].derezzed).toBe(true);
    expect(match.G.programs[2].derezzed).toBe(false);
    // Mirrored: Sark below, Ram above — Sark is still the one struck.
    const mirrored = scenario(3, {
      programs: {
        0: { at: [3, 12] },
        1: { at: [9, 9.8], prone: true },
        2: { at: [9, 14.2], prone: true },
      },
      flipped: '0',
    });
    mirrored.move('0', 'throwDisc', 90);
    expect(mirrored.G.programs[1].derezzed).toBe(true);
    expect(mirrored.G.programs[2].derezzed).toBe(false);
  });

  it('the match ends the moment one program is left: Sark’s disc in flight does not move after Tron’s winning Attack', () => {
    const match = scenario(2, {
      programs: {
        0: { at: [10, 12] },
        1: { at: [13, 12], held: 0, disc: { tip: [20, 4], bearing: 0 } },
      },
      flipped: '0',
    });
    match.move('0', 'attack', '1');
    expect(match.ctx.gameover).toEqual({ winner: '0', winners: ['0'] });
    expect(match.G.programs[1].disc!.tip).toEqual({ x: 20, y: 4 });
  });

  it('teams alternate round the table: 6 programs in 3 teams sit 1-2-3-1-2-3', () => {
    const G = new LocalMatch(game, { numPlayers: 6, setupData: { teams: 3 } }).G;
    expect(Object.values(G.programs).map((p) => p.team)).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('a recalled disc that its owner lets pass stays recalled', () => {
    const match = scenario(2, {
      programs: {
        0: { at: [12, 12], disc: { tip: [12, 3], bearing: 0, recalled: true } },
        1: { at: [20, 20] },
      },
      flipped: '1',
    });
    match.move('1', 'moveBase', 180, 1);
    match.move('0', 'react', 'letPass');
    expect(match.G.programs[0].disc!.recalled).toBe(true);
  });
});
