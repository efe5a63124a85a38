/**
 * Flags: a capture counts when the head enters the flag cell at any sub-step and the player
 * survives the round; +3; the capturer replaces it (a new flag it may not capture); the last
 * flag a player placed is not capturable by it; mutual death on a flag captures nothing.
 */
import { describe, expect, it } from 'vitest';
import { cellAt, playRound, scenario, scores } from '../testing/scenario';

const at = cellAt(10);

describe('flags', () => {
  it('a Dash through a flag captures it (+3) and the capturer places a new flag elsewhere', () => {
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(0, 9), at(1, 9)] },
      { flags: [at(5, 3)], hands: { 0: ['dash'] } },
    );
    playRound(match, { 0: { card: 'dash' }, 1: { card: 'left' } });
    // Resolution pauses after the Regular moves for the Dash direction.
    expect(match.ctx.activePlayers).toEqual({ 0: 'dash' });
    expect(match.G.seats[1].cycle.head).toBe(at(0, 8));
    expect(match.move('0', 'chooseDashDirection', 'forward')).toEqual({ ok: true });
    expect(match.G.seats[0].cycle).toMatchObject({
      head: at(5, 4),
      tail: [at(5, 3), at(5, 2), at(5, 1)],
    });
    expect(scores(match)).toEqual({ 0: 3, 1: 0 });
    expect(match.G.flags).toHaveLength(1);
    const [flag] = match.G.flags;
    expect(flag.cell).not.toBe(at(5, 3));
    expect(flag.placedBy).toBe('0');
    expect(match.G.seats[0].lastPlacedFlag).toBe(flag.id);
  });

  it('mutual death on a flag: both die head-on, nobody captures, the flag stays', () => {
    const match = scenario(
      2,
      { 0: [at(5, 3), at(5, 2)], 1: [at(5, 5), at(5, 6)] },
      { flags: [at(5, 4)] },
    );
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    expect(match.G.flags.map((f) => [f.id, f.cell])).toEqual([[100, at(5, 4)]]);
  });

  it('a capture needs the player to survive the round', () => {
    // Uber-Dash over the flag at (5,8), then off the Grid at the third cell.
    const match = scenario(
      2,
      { 0: [at(5, 7), at(5, 6)], 1: [at(0, 0), at(1, 0)] },
      { flags: [at(5, 8)], hands: { 0: ['uberDash'] } },
    );
    playRound(match, { 0: { card: 'uberDash' }, 1: { card: 'right' } });
    match.move('0', 'chooseDashDirection', 'forward');
    expect(scores(match)).toEqual({ 0: -1, 1: 0 });
    expect(match.G.flags.map((f) => f.cell)).toEqual([at(5, 8)]);
  });

  it('a player may not capture the flag it placed last, but may capture an older one', () => {
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(0, 9), at(1, 9)] },
      { flags: [at(5, 3), at(5, 4)], hands: { 0: ['dash'] } },
    );
    match.patch((G) => {
      G.flags[0].placedBy = '0';
      G.seats[0].lastPlacedFlag = G.flags[0].id; // (5,3) is player 1's last flag; (5,4) is not
    });
    playRound(match, { 0: { card: 'dash' }, 1: { card: 'left' } });
    match.move('0', 'chooseDashDirection', 'forward');
    expect(scores(match)).toEqual({ 0: 3, 1: 0 });
    // The uncapturable flag it drove over does not stay under its trail: it moves to an empty cell.
    const own = match.G.flags.find((f) => f.id === 100)!;
    expect([at(5, 3), at(5, 4), at(5, 2), at(5, 1)]).not.toContain(own.cell);
    expect(own.placedBy).toBe('0');
    // The new flag (placed for the capture) is now the one it may not capture.
    expect(match.G.seats[0].lastPlacedFlag).not.toBe(100);
  });
});

describe('the last-flag rule (every replaced flag is a new flag)', () => {
  it('a player may capture a flag it placed earlier than its last, and anyone else may capture its last one', () => {
    // Player 1 placed flag 100 on (5,3), then flag 101 on (1,3) (its last). Player 1 drives onto
    // flag 100, player 2 onto flag 101: both captures count.
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(1, 2), at(1, 1)] },
      { flags: [at(5, 3), at(1, 3)] },
    );
    match.patch((G) => {
      G.flags[0].placedBy = '0';
      G.flags[1].placedBy = '0';
      G.seats[0].lastPlacedFlag = 101;
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(scores(match)).toEqual({ 0: 3, 1: 3 });
    // Two new flags, one placed by each capturer; each is now the one its placer may not capture.
    expect(match.G.flags.map((f) => f.placedBy).sort()).toEqual(['0', '1']);
    for (const p of ['0', '1'])
      expect(match.G.flags.find((f) => f.placedBy === p)!.id).toBe(match.G.seats[p].lastPlacedFlag);
    expect(match.G.flags.map((f) => f.id)).not.toContain(100);
    expect(match.G.flags.map((f) => f.id)).not.toContain(101);
  });

  it('one Uber-Dash through two flags captures both (+6); the capturer replaces both and may not capture the second', () => {
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(0, 9), at(1, 9)] },
      { flags: [at(5, 3), at(5, 5)], hands: { 0: ['uberDash'] } },
    );
    playRound(match, { 0: { card: 'uberDash' }, 1: { card: 'left' } });
    match.move('0', 'chooseDashDirection', 'forward');
    expect(scores(match)).toEqual({ 0: 6, 1: 0 });
    const [first, second] = match.G.flags;
    expect([first.placedBy, second.placedBy]).toEqual(['0', '0']);
    expect(second.id).toBe(first.id + 1);
    expect([at(5, 3), at(5, 4), at(5, 5), at(5, 2), at(5, 1)]).not.toContain(first.cell);
    expect(match.G.seats[0].lastPlacedFlag).toBe(second.id);
    // Each capture handed player 2 a Special.
    expect(match.G.seats[1].hand).toHaveLength(2);
  });
});
