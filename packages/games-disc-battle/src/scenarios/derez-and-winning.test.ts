/** De-Rez, the discs of De-Rezzed programs, teams, and the last program or team standing. */
import { describe, expect, it } from 'vitest';
import { scenario, toldAfterMove } from '../testing/scenario';

describe('De-Rez and the win', () => {
  it('Tron attacks Sark, the last other program: Tron wins', () => {
    const match = scenario(2, {
      programs: { 0: { at: [10, 12] }, 1: { at: [13, 12], held: 0 } },
      flipped: '0',
    });
    match.move('0', 'attack', '1');
    expect(match.ctx.gameover).toEqual({ winner: '0', winners: ['0'] });
  });

  it('a De-Rezzed program’s cards leave the deck', () => {
    const match = scenario(3, {
      programs: { 0: { at: [10, 12] }, 1: { at: [13, 12], held: 0 }, 2: { at: [20, 20] } },
      flipped: '0',
      deck: ['1', '1', '2', '0'],
      used: ['1'],
    });
    match.move('0', 'attack', '1');
    expect([...match.G.deck, ...match.G.used, match.G.flipped]).not.toContain('1');
  });

  it('Tron is De-Rezzed but his disc (3,12 heading east) lives on and strikes Prone Sark at (9,12); then it De-Rezzes too', () => {
    const match = scenario(4, {
      programs: {
        0: { at: [4, 4], derezzed: true, disc: { tip: [3, 12], bearing: 90 } },
        1: { at: [9, 12], prone: true },
        2: { at: [20, 20] },
        3: { at: [20, 4] },
      },
      flipped: '2',
    });
    match.move('2', 'moveBase', 0, 1);
    expect(match.G.programs[1].derezzed).toBe(true);
    expect(match.G.programs[0].disc).toBeNull();
  });

  it('the disc of De-Rezzed Tron at (20,12) heading east De-Rezzes at the east wall instead of bouncing back into Prone Sark at (17,12)', () => {
    const match = scenario(4, {
      programs: {
        0: { at: [4, 4], derezzed: true, disc: { tip: [20, 12], bearing: 90 } },
        1: { at: [17, 12], prone: true },
        2: { at: [4, 20] },
        3: { at: [12, 4] },
      },
      flipped: '2',
    });
    match.move('2', 'moveBase', 0, 1);
    expect(match.G.programs[0].disc).toBeNull();
    expect(match.G.programs[1].derezzed).toBe(false);
    expect(toldAfterMove(match)).toContain("Tron's disc De-Rezzes against the wall.");
  });

  it('teams: Tron (team with Ram, De-Rezzed) attacks Sark, the last of the other team: Tron and Ram win', () => {
    const match = scenario(4, {
      programs: {
        0: { at: [10, 12] },
        1: { at: [13, 12], held: 0 },
        2: { at: [4, 4], derezzed: true },
      },
      flipped: '0',
      options: { teams: 2 },
    });
    match.move('0', 'attack', '1');
    expect(match.ctx.gameover).toEqual({ winner: '0', winners: ['0', '2'], team: 0 });
  });

  it('friendly fire is on: Tron may attack his teammate Ram', () => {
    const match = scenario(4, {
      programs: {
        0: { at: [10, 12] },
        1: { at: [20, 20] },
        2: { at: [13, 12], held: 0 },
        3: { at: [4, 20] },
      },
      flipped: '0',
      options: { teams: 2 },
    });
    expect(match.move('0', 'attack', '2')).toEqual({ ok: true });
    expect(match.G.programs[2].derezzed).toBe(true);
    expect(match.ctx.gameover).toBeUndefined();
  });
});
