/** Respawn: dead players come back on random empty cells and choose their facing. */
import { describe, expect, it } from 'vitest';
import { neighbours } from '../grid';
import { cellAt, playRound, scenario, scores } from '../testing/scenario';

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

describe('respawn limits', () => {
  it('the first trail cell may not be across a Crusher', () => {
    const match = scenario(2, { 0: [at(0, 5), at(1, 5)], 1: [at(5, 5), at(5, 4)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.ctx.activePlayers).toEqual({ 0: 'respawn' });
    const head = match.G.seats[0].cycle.head!;
    const across = neighbours(head, 10).find(
      (n) => match.G.seats[1].cycle.head !== n && !match.G.seats[1].cycle.tail.includes(n),
    )!;
    match.patch((G) => {
      G.crushers[0] = { edge: head < across ? [head, across] : [across, head], placedBy: '1' };
    });
    expect(match.move('0', 'chooseFacing', across)).toEqual({
      ok: false,
      reason: 'A Crusher stands between the head and that cell.',
    });
    expect(match.legalMoves('0').map((m) => (m as { args: number[] }).args[0])).not.toContain(
      across,
    );
  });

  it('with no empty cell that has a free neighbour, the dead player sits out the next round', () => {
    // Player 2's trail fills the Grid but for player 1's cycle; a Crusher separates (0,0) from (0,1).
    const body = [
      at(9, 9),
      ...Array.from({ length: 100 }, (_, c) => c).filter(
        (c) => c !== at(9, 9) && c !== at(0, 0) && c !== at(0, 1),
      ),
    ];
    const match = scenario(
      2,
      { 0: [at(0, 0), at(0, 1)], 1: body },
      { hands: { 1: ['overDrive'] } },
    );
    match.patch((G) => {
      G.crushers[0] = { edge: [at(0, 0), at(0, 1)], placedBy: '1' };
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'overDrive' } });
    expect(scores(match)).toEqual({ 0: -1, 1: 0 });
    expect(match.G.round).toBe(2);
    expect(match.G.seats[0].cycle.head).toBeNull();
    expect(match.ctx.activePlayers).toEqual({ 1: 'choose' });
  });
});
