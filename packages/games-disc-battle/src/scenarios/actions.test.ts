/** The active actions: Move, Throw, Attack, Stand, and Recall. */
import { describe, expect, it } from 'vitest';
import { scenario, toldAfterMove } from '../testing/scenario';

describe('Move', () => {
  it('Tron at (12,12) moves 4″ north-east: his base centre goes to (14.83,14.83)', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12] }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    expect(match.move('0', 'moveBase', 45, 4)).toEqual({ ok: true });
    expect(match.G.programs[0].centre.x).toBeCloseTo(12 + 2 * Math.SQRT2, 9);
    expect(match.G.programs[0].centre.y).toBeCloseTo(12 + 2 * Math.SQRT2, 9);
  });

  it('a Move longer than 4″ is refused with the reason', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12] }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    expect(match.move('0', 'moveBase', 45, 4.5)).toEqual({
      ok: false,
      reason: 'Malformed move: argument 2 is too large.',
    });
  });

  it('Tron at (3,12) cannot move 4″ west: the base would leave the Grid', () => {
    const match = scenario(2, {
      programs: { 0: { at: [3, 12] }, 1: { at: [20, 4] } },
      flipped: '0',
    });
    expect(match.move('0', 'moveBase', 270, 4)).toEqual({
      ok: false,
      reason: 'That would put your base off the Grid.',
    });
    expect(match.move('0', 'moveBase', 270, 1)).toEqual({ ok: true });
  });

  it('it is not Sark’s card: Sark cannot move', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12] }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    expect(match.move('1', 'moveBase', 0, 1).ok).toBe(false);
  });
});

describe('Throw', () => {
  it('Tron at (4,12) throws east: the Movement Base starts at his base edge and the arrow lands at (14,12)', () => {
    const match = scenario(2, {
      programs: { 0: { at: [4, 12] }, 1: { at: [20, 20] } },
      flipped: '0',
    });
    expect(match.move('0', 'throwDisc', 90)).toEqual({ ok: true });
    expect(match.G.programs[0].disc!.tip.x).toBeCloseTo(14, 9);
    expect(match.G.programs[0].disc!.tip.y).toBeCloseTo(12, 9);
    expect(match.G.programs[0].disc!.bearing).toBeCloseTo(90, 9);
  });

  it('Sark at (12,16) throws north: the disc bounces off the north wall and the log says so', () => {
    const match = scenario(2, {
      programs: { 0: { at: [4, 4] }, 1: { at: [12, 16] } },
      flipped: '1',
    });
    match.move('1', 'throwDisc', 0);
    expect(match.G.programs[1].disc!.tip.y).toBeCloseTo(23.5 - 2.5, 9);
    expect(match.G.programs[1].disc!.bearing).toBeCloseTo(180, 9);
    expect(toldAfterMove(match)[0]).toBe('The disc bounces off the north wall.');
  });

  it('a disc thrown this action does not move again, while a disc already in flight moves 8″', () => {
    const match = scenario(2, {
      programs: { 0: { at: [4, 12] }, 1: { at: [20, 20], disc: { tip: [14, 2], bearing: 270 } } },
      flipped: '0',
    });
    match.move('0', 'throwDisc', 90);
    expect(match.G.programs[0].disc!.tip.x).toBeCloseTo(14, 9);
    expect(match.G.programs[1].disc!.tip.x).toBeCloseTo(6, 9);
  });

  it('with the disc in flight Tron cannot throw', () => {
    const match = scenario(2, {
      programs: { 0: { at: [4, 12], disc: { tip: [20, 2], bearing: 0 } }, 1: { at: [20, 20] } },
      flipped: '0',
    });
    expect(match.move('0', 'throwDisc', 90)).toEqual({
      ok: false,
      reason: 'Your disc is in flight: you can throw it once it is back in your hand.',
    });
  });

  it('after an action the discs move clockwise from the acting program: Ram (seat 3) acts, then Ram’s, Yori’s, Tron’s, Sark’s discs', () => {
    const match = scenario(4, {
      programs: {
        0: { at: [4, 4], disc: { tip: [8, 10], bearing: 0 } },
        1: { at: [20, 4], disc: { tip: [11, 10], bearing: 0 } },
        2: { at: [20, 20], disc: { tip: [14, 10], bearing: 0 } },
        3: { at: [4, 20], disc: { tip: [17, 10], bearing: 0 } },
      },
      flipped: '2',
    });
    match.move('2', 'moveBase', 0, 1);
    expect(match.G.lastPaths.map((p) => p.owner)).toEqual(['2', '3', '0', '1']);
  });
});

describe('Attack', () => {
  const overlapping = (held: number, prone = false) =>
    scenario(3, {
      programs: { 0: { at: [10, 12] }, 1: { at: [13, 12], held, prone }, 2: { at: [20, 20] } },
      flipped: '0',
    });

  it('Tron at (10,12) attacks Sark at (13,12), who holds a card: Sark dodges and spends it', () => {
    const match = overlapping(1);
    expect(match.move('0', 'attack', '1')).toEqual({ ok: true });
    expect(match.G.programs[1].held).toBe(0);
    expect(match.G.programs[1].derezzed).toBe(false);
  });

  it('Sark holds no card: he cannot dive from an Attack and is De-Rezzed', () => {
    const match = overlapping(0);
    match.move('0', 'attack', '1');
    expect(match.G.programs[1].derezzed).toBe(true);
    expect(match.G.programs[1].prone).toBe(false);
  });

  it('Sark is Prone: attacked, he is De-Rezzed even holding a card', () => {
    const match = overlapping(1, true);
    match.move('0', 'attack', '1');
    expect(match.G.programs[1].derezzed).toBe(true);
  });

  it('bases that only touch (centres 4″ apart) do not overlap: no Attack', () => {
    const match = scenario(2, {
      programs: { 0: { at: [10, 12] }, 1: { at: [14, 12] } },
      flipped: '0',
    });
    expect(match.move('0', 'attack', '1')).toEqual({
      ok: false,
      reason: "Your base must overlap Sark's base to Attack.",
    });
  });

  it('Tron’s disc is in flight: he cannot Attack', () => {
    const match = scenario(2, {
      programs: { 0: { at: [10, 12], disc: { tip: [20, 2], bearing: 0 } }, 1: { at: [13, 12] } },
      flipped: '0',
    });
    expect(match.move('0', 'attack', '1')).toEqual({
      ok: false,
      reason: 'You need your disc in hand to Attack.',
    });
  });
});

describe('Prone and Stand', () => {
  it('a Prone program can only Stand (or hold): Move and Throw are refused', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12], prone: true }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    const prone = 'You are Prone: the only action you can take is Stand (or hold the card).';
    expect(match.move('0', 'moveBase', 0, 1)).toEqual({ ok: false, reason: prone });
    expect(match.move('0', 'throwDisc', 0)).toEqual({ ok: false, reason: prone });
    expect(match.move('0', 'stand')).toEqual({ ok: true });
    expect(match.G.programs[0].prone).toBe(false);
  });

  it('Stand is refused to a program on its feet', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12] }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    expect(match.move('0', 'stand')).toEqual({ ok: false, reason: 'You are not Prone.' });
  });
});

describe('Recall', () => {
  it('Tron’s disc 10″ away cannot be recalled', () => {
    const match = scenario(2, {
      programs: { 0: { at: [4, 4], disc: { tip: [14, 4], bearing: 90 } }, 1: { at: [20, 20] } },
      flipped: '0',
    });
    expect(match.move('0', 'recall')).toEqual({
      ok: false,
      reason: 'Your disc is 10″ away: it can be recalled only beyond 12″.',
    });
  });

  it('Tron’s disc 16″ away is recalled at no cost: after his Move it turns toward him and steps 8″', () => {
    const match = scenario(2, {
      programs: { 0: { at: [4, 4], disc: { tip: [20, 4], bearing: 90 } }, 1: { at: [20, 20] } },
      flipped: '0',
    });
    expect(match.move('0', 'recall')).toEqual({ ok: true });
    expect(match.G.flipped).toBe('0');
    expect(match.move('0', 'moveBase', 0, 2)).toEqual({ ok: true });
    const disc = match.G.programs[0].disc!;
    const toward = (Math.atan2(4 - 20, 6 - 4) * 180) / Math.PI + 360;
    expect(disc.recalled).toBe(true);
    expect(disc.bearing).toBeCloseTo(toward, 9);
    expect(Math.hypot(disc.tip.x - 20, disc.tip.y - 4)).toBeCloseTo(8, 9);
  });
});
