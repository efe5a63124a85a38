/** Respawn: dead players come back on random empty cells and choose their facing. */
import { describe, expect, it } from 'vitest';
import { neighbours } from '../grid';
import { cellAt, playRound, scenario } from '../testing/scenario';

const at = cellAt(10);

describe('respawn', () => {
  it('a dead player respawns on an empty cell and chooses its first trail cell, one player at a time', () => {
    const match = scenario(2, { 0: [at(0, 5), at(1, 5)], 1: [at(0, 7), at(1, 7)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.ctx.activePlayers).toEqual({ 0: 'respawn' });
    const head = match.G.seats[0].cycle.head!;
    expect(match.G.seats[0].cycle.tail).toEqual([]);
    const options = match.legalMoves('0').map((m) => (m as { args: number[] }).args[0]);
    expect(options.sort()).toEqual(neighbours(head, 10).sort());
    expect(match.move('0', 'chooseFacing', head)).toMatchObject({ ok: false });
    expect(match.move('0', 'chooseFacing', options[0])).toEqual({ ok: true });
    expect(match.G.seats[0].cycle.tail).toEqual([options[0]]);
    expect(match.ctx.activePlayers).toEqual({ 1: 'respawn' });
    match.play('1', match.legalMoves('1')[0]);
    expect(match.ctx.activePlayers).toEqual({ 0: 'choose', 1: 'choose' });
    expect(match.G.round).toBe(2);
  });

  it('Specials in hand are kept through death', () => {
    const match = scenario(
      2,
      { 0: [at(0, 5), at(1, 5)], 1: [at(5, 5), at(5, 4)] },
      { hands: { 0: ['dash', 'crusher'] } },
    );
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.G.seats[0].hand.map((c) => c.def)).toEqual(['dash', 'crusher']);
  });
});
