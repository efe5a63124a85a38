/**
 * Reactions along a disc's path, nearest base first: Block, Dodge, dive, Catch, dive for it, let
 * it pass; a Prone program struck.
 */
import { describe, expect, it } from 'vitest';
import { COMPASS } from '@gridplay/core';
import { scenario, toldAfterMove } from '../testing/scenario';

/** Tron at (3,12) throws east: the strip runs from x=5 to x=13 along y=12. */
const throwEast = (others: Parameters<typeof scenario>[1]['programs'], options = {}) =>
  scenario(3, { programs: { 0: { at: [3, 12] }, ...others }, flipped: '0', options });

describe('a disc crossing bases', () => {
  it('a disc crossing two bases hits the nearer first: Sark (Prone, x=9) is struck, Ram (Prone, x=13) is not reached', () => {
    const match = throwEast({
      1: { at: [9, 12], prone: true },
      2: { at: [13, 12.5], prone: true },
    });
    match.move('0', 'throwDisc', 90);
    expect(match.G.programs[1].derezzed).toBe(true);
    expect(match.G.programs[2].derezzed).toBe(false);
    // The struck program's base sends the disc off in the Direction Die's direction, 4″ out.
    const roll = match.G.lastRoll!;
    expect(roll.for).toBe('1');
    const disc = match.G.programs[0].disc!;
    expect(disc.bearing).toBe(COMPASS.indexOf(roll.face) * 45);
  });

  it('Sark (x=9) holds a card and has his disc: he is asked to Block or Dodge', () => {
    const match = throwEast({ 1: { at: [9, 12], held: 1 }, 2: { at: [20, 20] } });
    match.move('0', 'throwDisc', 90);
    expect(match.G.reaction).toMatchObject({
      reactor: '1',
      discOwner: '0',
      options: ['block', 'dodge'],
    });
    expect(match.ctx.activePlayers).toEqual({ 1: 'react' });
    expect(match.move('0', 'moveBase', 0, 1).ok).toBe(false);
  });

  it('Sark (9,12) blocks: he spends his card, the die re-aims the disc from his base 4″ out, and it stays live', () => {
    const match = throwEast({ 1: { at: [9, 12], held: 1 }, 2: { at: [20, 20] } });
    match.move('0', 'throwDisc', 90);
    expect(match.move('1', 'react', 'block')).toEqual({ ok: true });
    expect(match.G.programs[1].held).toBe(0);
    const roll = match.G.lastRoll!;
    const disc = match.G.programs[0].disc!;
    expect(disc).not.toBeNull();
    expect(Math.hypot(disc.tip.x - 9, disc.tip.y - 12)).toBeCloseTo(4, 9);
    expect(disc.bearing).toBe(COMPASS.indexOf(roll.face) * 45);
    expect(match.G.reaction).toBeNull();
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('with the "aim back" option Sark’s Block sends the disc back west at Tron', () => {
    const match = throwEast(
      { 1: { at: [9, 12], held: 1 }, 2: { at: [20, 20] } },
      { aimBack: true },
    );
    match.move('0', 'throwDisc', 90);
    match.move('1', 'react', 'block');
    const disc = match.G.programs[0].disc!;
    expect(disc.bearing).toBeCloseTo(270, 9);
    expect(disc.tip.x).toBeCloseTo(5, 9);
    expect(match.G.lastRoll).toBeNull();
  });

  it('Sark (x=9) dodges: the disc goes on and strikes Prone Ram behind him (x=13)', () => {
    const match = throwEast({ 1: { at: [9, 12], held: 1 }, 2: { at: [13, 12.5], prone: true } });
    match.move('0', 'throwDisc', 90);
    match.move('1', 'react', 'dodge');
    expect(match.G.programs[1].held).toBe(0);
    expect(match.G.programs[1].derezzed).toBe(false);
    expect(match.G.programs[2].derezzed).toBe(true);
  });

  it('Sark (x=9) holds a card but his disc is in flight: Dodge is his only answer and is taken at once', () => {
    const match = throwEast({
      1: { at: [9, 12], held: 1, disc: { tip: [20, 2], bearing: 270 } },
      2: { at: [20, 20] },
    });
    match.move('0', 'throwDisc', 90);
    expect(match.G.reaction).toBeNull();
    expect(match.G.programs[1].held).toBe(0);
    expect(toldAfterMove(match)).toContain('Sark dodges, spending a held card, none left.');
  });

  it('Sark (x=9) holds no card: he dives out of the way and lands Prone', () => {
    const match = throwEast({ 1: { at: [9, 12], held: 0 }, 2: { at: [20, 20] } });
    match.move('0', 'throwDisc', 90);
    expect(match.G.programs[1].prone).toBe(true);
    expect(match.G.programs[1].derezzed).toBe(false);
  });

  it('a disc passes its own Prone owner harmlessly', () => {
    // Tron's disc flies north up x=12 through his base at (12,12) while Sark moves.
    const match = scenario(2, {
      programs: {
        0: { at: [12, 12], prone: true, disc: { tip: [12, 7], bearing: 0 } },
        1: { at: [20, 4] },
      },
      flipped: '1',
    });
    match.move('1', 'moveBase', 0, 1);
    expect(match.G.programs[0].derezzed).toBe(false);
    expect(match.G.programs[0].disc!.tip.y).toBeCloseTo(15, 9);
  });
});

describe('catching your own disc', () => {
  /** Tron at (12,12); his disc at (12,3) flies north into his base when Sark moves. */
  const homecoming = (held: number) => {
    const match = scenario(2, {
      programs: {
        0: { at: [12, 12], held, disc: { tip: [12, 3], bearing: 0 } },
        1: { at: [20, 20] },
      },
      flipped: '1',
    });
    match.move('1', 'moveBase', 180, 1);
    return match;
  };

  it('Tron holds a card: Catch (spending it) or let it pass', () => {
    const match = homecoming(1);
    expect(match.G.reaction?.options).toEqual(['catch', 'letPass']);
    match.move('0', 'react', 'catch');
    expect(match.G.programs[0].disc).toBeNull();
    expect(match.G.programs[0].held).toBe(0);
    expect(match.G.programs[0].prone).toBe(false);
  });

  it('Tron holds no card: he dives for it, catches it, and lands Prone', () => {
    const match = homecoming(0);
    expect(match.G.reaction?.options).toEqual(['diveCatch', 'letPass']);
    match.move('0', 'react', 'diveCatch');
    expect(match.G.programs[0].disc).toBeNull();
    expect(match.G.programs[0].prone).toBe(true);
  });

  it('letting it pass: the disc ends its step at (12,11) and stays in flight', () => {
    const match = homecoming(1);
    match.move('0', 'react', 'letPass');
    expect(match.G.programs[0].disc!.tip.y).toBeCloseTo(11, 9);
    expect(match.G.programs[0].held).toBe(1);
  });

  it('Tron moves his base (12,12) 2″ north over his resting marker at (12,15–17): he may still Catch it', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12], disc: { tip: [12, 17], bearing: 0 } }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    match.move('0', 'moveBase', 0, 2);
    expect(match.G.reaction).toMatchObject({ reactor: '0', options: ['catch', 'letPass'] });
    match.move('0', 'react', 'catch');
    expect(match.G.programs[0].disc).toBeNull();
  });

  it('a reaction that is not offered is refused with the choices', () => {
    const match = homecoming(1);
    expect(match.move('0', 'react', 'block')).toEqual({
      ok: false,
      reason: 'You cannot block now: choose Catch or Let it pass.',
    });
    expect(match.move('1', 'react', 'catch')).toMatchObject({ ok: false });
  });
});
