/** The shared action deck: 5 cards a program, one held at the start, flip, hold, reshuffle, stalemate. */
import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import { scenario } from '../testing/scenario';

describe('the action deck', () => {
  it('at the start of a 3-program match each program holds 1 card and 11 of the other 12 wait in the deck, one face up', () => {
    const match = new LocalMatch(game, { numPlayers: 3, seed: 'deck' });
    expect(Object.values(match.G.programs).map((p) => p.held)).toEqual([1, 1, 1]);
    expect(match.G.deck).toHaveLength(11);
    const flipped = match.G.flipped!;
    const count = (seat: string) => match.G.deck.filter((c) => c === seat).length;
    expect(count(flipped)).toBe(3);
    expect(match.ctx.currentPlayer).toBe(flipped);
  });

  it('holding the card (Tron holds 1 of 2) adds it to the held cards and moves no disc', () => {
    const match = scenario(2, {
      programs: { 0: { at: [6, 6] }, 1: { at: [18, 18], disc: { tip: [18, 4], bearing: 0 } } },
      flipped: '0',
      deck: ['1'],
    });
    expect(match.move('0', 'hold')).toEqual({ ok: true });
    expect(match.G.programs[0].held).toBe(2);
    expect(match.G.programs[1].disc!.tip).toEqual({ x: 18, y: 4 });
    expect(match.G.flipped).toBe('1');
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('a program holding 2 cards (the limit) must use the third; with the 3-card option it may hold it', () => {
    const spec = {
      programs: {
        0: { at: [6, 6] as [number, number], held: 2 },
        1: { at: [18, 18] as [number, number] },
      },
      flipped: '0',
    };
    expect(scenario(2, spec).move('0', 'hold')).toEqual({
      ok: false,
      reason: 'You already hold 2 cards, the limit: use this one.',
    });
    const roomy = scenario(2, { ...spec, options: { holdLimit: 3 } });
    expect(roomy.move('0', 'hold')).toEqual({ ok: true });
    expect(roomy.G.programs[0].held).toBe(3);
  });

  it('when the deck is spent the used cards are shuffled back (held cards stay held) and a new turn begins', () => {
    const match = scenario(2, {
      programs: { 0: { at: [6, 6], held: 2 }, 1: { at: [18, 18], held: 1 } },
      flipped: '0',
      deck: [],
      used: ['1', '1', '1', '0', '0'],
    });
    match.move('0', 'moveBase', 0, 1);
    expect(match.G.turn).toBe(2);
    // Six used cards (the five plus Tron's Move) make the new deck, less the one now face up.
    expect(match.G.deck.length + 1).toBe(6);
    expect(match.G.programs[0].held).toBe(2);
    expect(match.G.used).toEqual([]);
  });

  it('after 10 turns in a row with no De-Rez the match is a draw among the programs standing', () => {
    const match = scenario(2, {
      programs: { 0: { at: [6, 6] }, 1: { at: [18, 18] } },
      flipped: '0',
      deck: [],
      used: ['1', '1'],
    }).patch((G) => {
      G.quietTurns = 9;
    });
    match.move('0', 'moveBase', 0, 1);
    expect(match.ctx.gameover).toEqual({ draw: true, standing: ['0', '1'], reason: 'stalemate' });
  });

  it('a turn with a De-Rez starts the count of quiet turns again', () => {
    const match = scenario(3, {
      programs: { 0: { at: [6, 6] }, 1: { at: [18, 18] }, 2: { at: [6, 18] } },
      flipped: '0',
      deck: [],
      used: ['1', '1'],
    }).patch((G) => {
      G.quietTurns = 9;
      G.derezThisTurn = true;
    });
    match.move('0', 'moveBase', 0, 1);
    expect(match.ctx.gameover).toBeUndefined();
    expect(match.G.quietTurns).toBe(0);
  });

  it('Grid size by player count: 24″ for 2–4 programs, 36″ for 5–6, or as chosen', () => {
    const size = (numPlayers: number, gridSize = 0) =>
      new LocalMatch(game, { numPlayers, setupData: { gridSize } }).G.grid.size;
    expect([2, 3, 4, 5, 6].map((n) => size(n))).toEqual([24, 24, 24, 36, 36]);
    expect(size(2, 36)).toBe(36);
  });

  it('teams need 2–4 programs each: 2 teams at 3 programs are refused at setup', () => {
    expect(game.validateSetupData!({ teams: 2 }, 3)).toBe(
      '2 teams of 2–4 programs need 4–8 programs, not 3',
    );
    expect(game.validateSetupData!({ teams: 2 }, 4)).toBeUndefined();
    expect(game.validateSetupData!({ teams: 3 }, 6)).toBeUndefined();
  });

  it('the programs start evenly spaced on a ring, seat 1 at the south, clockwise', () => {
    const G = new LocalMatch(game, { numPlayers: 4 }).G;
    const at = (seat: string) =>
      [G.programs[seat].centre.x, G.programs[seat].centre.y].map(Math.round);
    expect([at('0'), at('1'), at('2'), at('3')]).toEqual([
      [12, 4],
      [4, 12],
      [12, 20],
      [20, 12],
    ]);
  });
});
