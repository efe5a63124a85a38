/**
 * A disc leaving a base (RULES.md decisions 7 and 10): a throw leaves its thrower's base, a
 * blocked disc leaves its blocker's base. It crosses that base again only once it has left it —
 * so a throw that bounces back across its thrower offers a Catch, and a disc blocked beside a
 * wall does not make its blocker react to it twice.
 */
import { describe, expect, it } from 'vitest';
import { enumerate } from '../legal-moves';
import { scenario, toldAfterMove } from '../testing/scenario';

const round = (inches: number) => Math.round(inches * 1e6) / 1e6;

/** Tron at (3,12) throws west: the disc reaches the wall 2½″ from his centre and comes back east across his base. */
const throwIntoNearWall = (held: number) => {
  const match = scenario(2, {
    programs: { 0: { at: [3, 12], held }, 1: { at: [20, 20] } },
    flipped: '0',
  });
  match.move('0', 'throwDisc', 270);
  return match;
};

describe('catching your own rebound', () => {
  it('Tron at (3,12) throws west with a card held: the rebound crosses his base and he may Catch it or let it pass', () => {
    const match = throwIntoNearWall(1);
    expect(match.G.reaction).toMatchObject({
      reactor: '0',
      discOwner: '0',
      options: ['catch', 'letPass'],
    });
    expect(match.ctx.activePlayers).toEqual({ 0: 'react' });
    // The incoming path runs from the base edge (1,12) to the wall (½,12) and back to the base at (1,12).
    const incoming = match.G.reaction!.incoming.map((p) => [p.x, p.y].map(round));
    expect(incoming).toEqual([
      [1, 12],
      [0.5, 12],
      [1, 12],
    ]);
  });

  it('ai.enumerate offers Tron both answers to his rebound', () => {
    const match = throwIntoNearWall(1);
    expect(enumerate(match.G, match.ctx, '0')).toEqual([
      { move: 'react', args: ['catch'] },
      { move: 'react', args: ['letPass'] },
    ]);
    expect(enumerate(match.G, match.ctx, '1')).toEqual([]);
  });

  it('Tron catches his rebound: he spends the card and the disc is back in his hand', () => {
    const match = throwIntoNearWall(1);
    expect(match.move('0', 'react', 'catch')).toEqual({ ok: true });
    expect(match.G.programs[0]).toMatchObject({ disc: null, held: 0, prone: false });
    expect(toldAfterMove(match)).toContain('Tron catches it, spending a held card, none left.');
  });

  it('with no card held Tron may dive for his rebound: caught, but he lands Prone', () => {
    const match = throwIntoNearWall(0);
    expect(match.G.reaction?.options).toEqual(['diveCatch', 'letPass']);
    match.move('0', 'react', 'diveCatch');
    expect(match.G.programs[0]).toMatchObject({ disc: null, prone: true, derezzed: false });
  });

  it('Tron lets his rebound pass: it never strikes him and ends its step at (8,12) heading east', () => {
    const match = throwIntoNearWall(0);
    expect(match.move('0', 'react', 'letPass')).toEqual({ ok: true });
    const tron = match.G.programs[0];
    expect(tron).toMatchObject({ prone: false, derezzed: false, held: 0 });
    expect(tron.disc!.tip.x).toBeCloseTo(8, 9);
    expect(tron.disc!.tip.y).toBeCloseTo(12, 9);
    expect(tron.disc!.bearing).toBeCloseTo(90, 9);
  });

  it('Tron tight against the west wall (2,12) throws west: the disc never leaves his base, so no Catch is offered', () => {
    const match = scenario(2, {
      programs: { 0: { at: [2, 12] }, 1: { at: [20, 20] } },
      flipped: '0',
    });
    match.move('0', 'throwDisc', 270);
    expect(match.G.reaction).toBeNull();
    expect(match.G.programs[0].disc!.tip.x).toBeCloseTo(9, 9);
    expect(match.G.programs[0].held).toBe(1);
  });
});

describe('a Block beside a wall', () => {
  /**
   * Sark at `sark` throws west at Tron at `tron` (holding one card, his disc in hand); Tron
   * blocks and the seeded Direction Die shows `face`. Sark's card comes up again next.
   */
  const blockedBesideWall = (tron: [number, number], sark: [number, number], seed: string) => {
    const match = scenario(2, {
      programs: { 0: { at: tron, held: 1 }, 1: { at: sark } },
      flipped: '1',
      seed,
    });
    match.move('1', 'throwDisc', 270);
    expect(match.G.reaction).toMatchObject({ reactor: '0', options: ['block', 'dodge'] });
    match.move('0', 'react', 'block');
    return match;
  };

  it('Tron at (2.5,2.5) blocks and the die shows S: the disc bounces off the south wall and rests on his base, its arrow at his centre heading N', () => {
    const match = blockedBesideWall([2.5, 2.5], [12, 2.5], 'block-6');
    expect(match.G.lastRoll).toEqual({ face: 'S', for: '0' });
    const disc = match.G.programs[1].disc!;
    expect(disc.tip.x).toBeCloseTo(2.5, 9);
    expect(disc.tip.y).toBeCloseTo(2.5, 9);
    expect(disc.bearing).toBeCloseTo(0, 9);
  });

  it('its next step leaves Tron’s base without crossing it again: Tron (no card left) does not have to dive', () => {
    const match = blockedBesideWall([2.5, 2.5], [12, 2.5], 'block-6');
    expect(match.G.flipped).toBe('1');
    match.move('1', 'moveBase', 0, 0);
    expect(match.G.reaction).toBeNull();
    expect(match.G.programs[0]).toMatchObject({ prone: false, held: 0, derezzed: false });
    const disc = match.G.programs[1].disc!;
    expect(disc.tip.x).toBeCloseTo(2.5, 9);
    expect(disc.tip.y).toBeCloseTo(10.5, 9);
    expect(toldAfterMove(match)).not.toContain('Tron dives out of the way and lands Prone.');
  });

  it('a blocked disc that leaves Tron’s base and bounces back across it crosses it again: Tron at (6,12), die W', () => {
    // Placed at (2,12) heading W, clear of Tron's base (x 4–8); its next step reaches the wall at
    // x=½ and comes back to x=7, across his base.
    const match = blockedBesideWall([6, 12], [16, 12], 'block-2');
    expect(match.G.lastRoll).toEqual({ face: 'W', for: '0' });
    expect(match.G.programs[1].disc!.tip.x).toBeCloseTo(2, 9);
    match.move('1', 'moveBase', 0, 0);
    expect(match.G.programs[0].prone).toBe(true);
    expect(toldAfterMove(match)).toContain('Tron dives out of the way and lands Prone.');
    expect(match.G.programs[1].disc!.tip.x).toBeCloseTo(7, 9);
  });

  it('after that one step the disc crosses Tron’s base like any other: moved onto it, he must react', () => {
    const match = blockedBesideWall([2.5, 2.5], [12, 2.5], 'block-6');
    match.move('1', 'moveBase', 0, 0);
    // Sark's disc now rests at (2.5,10.5) heading N; with Sark's card up again, its next step
    // (to 18.5) crosses a base standing over it.
    match.patch(
      (G) => {
        G.programs[0] = { ...G.programs[0], centre: { x: 2.5, y: 11 }, held: 1, prone: false };
        G.flipped = '1';
        G.deck = ['1'];
      },
      { currentPlayer: '1', playOrderPos: 1 },
    );
    match.move('1', 'moveBase', 0, 0);
    expect(match.G.reaction).toMatchObject({ reactor: '0', options: ['block', 'dodge'] });
  });
});
