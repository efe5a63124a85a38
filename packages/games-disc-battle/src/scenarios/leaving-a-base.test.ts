/**
 * A disc leaving a base (RULES.md decision 7): a throw leaves its thrower's base and crosses it
 * again only once it has left it — so a throw that bounces back across its thrower offers a Catch.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { enumerate } from '../ai';
import { scenario } from '../testing/scenario';

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
    expect(enumerate(match.G, match.ctx as Ctx, '0')).toEqual([
      { move: 'react', args: ['catch'] },
      { move: 'react', args: ['letPass'] },
    ]);
    expect(enumerate(match.G, match.ctx as Ctx, '1')).toEqual([]);
  });

  it('Tron catches his rebound: he spends the card and the disc is back in his hand', () => {
    const match = throwIntoNearWall(1);
    expect(match.move('0', 'react', 'catch')).toEqual({ ok: true });
    expect(match.G.programs[0]).toMatchObject({ disc: null, held: 0, prone: false });
    expect(match.G.narration).toContain('Tron catches it');
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
