/** The AI hooks: enumerate with every parameter (on the seat's own view), evaluation, rollout, determinize. */
import { describe, expect, it } from 'vitest';
import { seededRandom, type AiMove } from '@gridplay/core';
import { determinize, evaluate, rollout, territory } from './ai';
import { enumerate } from './legal-moves';
import { innerEdges } from './grid';
import { choiceRefusal } from './rules';
import { cellAt, scenario } from './testing/scenario';
import type { Choice, LightcycleState } from './state';

const at = cellAt(10);
const choicesOf = (moves: AiMove[]) => moves.map((m) => (m.args as [Choice])[0]);

describe('ai.enumerate', () => {
  it('offers Forward, Left, Right and every Special with every parameter', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3), at(5, 2)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['dash', 'cutTail', 'retractTail', 'crusher', 'overDrive'] } },
    );
    const choices = choicesOf(enumerate(match.G, match.ctx, '0'));
    expect(choices).toEqual(
      expect.arrayContaining([
        { card: 'forward' },
        { card: 'left' },
        { card: 'right' },
        { card: 'dash' },
        { card: 'overDrive' },
        { card: 'cutTail', turn: 'forward' },
        { card: 'cutTail', turn: 'left' },
        { card: 'cutTail', turn: 'right' },
        { card: 'retractTail', length: 1 },
        { card: 'retractTail', length: 2 },
        { card: 'retractTail', length: 3 },
      ]),
    );
    const crushers = choices.filter((c) => c.card === 'crusher');
    // Every inner edge except those touching a head or crossed by a trail.
    const all = innerEdges(10).length;
    expect(crushers.length).toBe(
      all -
        4 /* around the head at (5,5) */ -
        4 /* around the head at (1,1) */ -
        2 /* crossed by player 1's trail beyond its head */,
    );
  });

  it('offers every distance in Over-Drive and, with all Crushers placed, which one to move', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { overDrive: true, hands: { 0: ['crusher'] } },
    );
    match.patch((G) => {
      G.crushers = [0, 1, 2].map((i) => ({
        edge: [at(8, i * 2), at(8, i * 2 + 1)],
        placedBy: '1',
      }));
    });
    const choices = choicesOf(enumerate(match.G, match.ctx, '0'));
    expect(
      choices.filter((c) => c.card === 'left').map((c) => (c as { distance: number }).distance),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const pieces = new Set(
      choices.filter((c) => c.card === 'crusher').map((c) => (c as { piece: number }).piece),
    );
    expect([...pieces].sort()).toEqual([0, 1, 2]);
  });

  it('offers exactly the Crusher lines the move accepts', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(4, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['crusher'] } },
    );
    match.patch((G) => {
      G.crushers = [0, 1, 2].map((i) => ({
        edge: [at(8, i * 2), at(8, i * 2 + 1)],
        placedBy: '1',
      }));
    });
    const offered = new Set(
      choicesOf(enumerate(match.G, match.ctx, '0'))
        .filter((c) => c.card === 'crusher')
        .map((c) => JSON.stringify(c)),
    );
    for (const edge of innerEdges(10)) {
      for (const piece of [0, 1, 2]) {
        const choice = { card: 'crusher', edge, piece } as Choice;
        expect(offered.has(JSON.stringify(choice)), JSON.stringify(choice)).toBe(
          choiceRefusal(match.G, '0', choice) === undefined,
        );
      }
    }
  });

  it('reads only the seat’s view: the same moves from the view as from the full state', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['cutTail'], 1: ['dash'] } },
    );
    for (const seat of ['0', '1']) {
      expect(enumerate(match.view(seat), match.ctx, seat)).toEqual(
        enumerate(match.G, match.ctx, seat),
      );
    }
    expect(enumerate(match.G, match.ctx, '0').length).toBeGreaterThan(3);
  });

  it('offers nothing to a seat that does not act', () => {
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] });
    match.move('0', 'chooseCard', { card: 'left' });
    expect(enumerate(match.G, match.ctx, '0')).toEqual([]);
  });
});

describe('evaluation', () => {
  it('territory gives each cell to the head that reaches it first', () => {
    const match = scenario(2, { 0: [at(0, 0), at(1, 0)], 1: [at(9, 9), at(8, 9)] });
    const { owned } = territory(match.G);
    // Symmetric position: equal territory; the anti-diagonal is tied and belongs to no one.
    expect(owned[0]).toBe(owned[1]);
    expect(owned[0] + owned[1]).toBe(96 - 10); // 96 free cells, minus the 10 tied ones on the anti-diagonal
  });

  it('prefers more room, a closer flag and more points; stays within [0, 1]', () => {
    const open = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(0, 9), at(0, 8)] },
      { flags: [at(5, 7)] },
    );
    const boxed = scenario(
      2,
      {
        0: [at(5, 5), at(5, 4)],
        1: [at(0, 9), at(0, 8), at(1, 8), at(2, 8), at(3, 8), at(4, 8), at(5, 8), at(6, 8)],
      },
      { flags: [at(5, 7)] },
    );
    const e1 = evaluate(open.G, open.ctx, '0');
    const e2 = evaluate(open.G, open.ctx, '1');
    expect(e1).toBeGreaterThan(e2);
    expect(evaluate(boxed.G, boxed.ctx, '1')).toBeLessThan(e2);
    open.patch((G) => {
      G.seats[1].score = 10;
    });
    expect(evaluate(open.G, open.ctx, '1')).toBeGreaterThan(e2);
    for (const v of [e1, e2]) {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(1);
    }
    expect(evaluate(open.G, { ...open.ctx, gameover: { winner: '1' } }, '1')).toBe(1);
  });

  it('the rollout policy avoids driving into a wall or a trail when it can', () => {
    const match = scenario(2, {
      0: [at(0, 5), at(1, 5)],
      1: [at(5, 5), at(5, 4), at(4, 4), at(4, 5), at(4, 6)],
    });
    const random = seededRandom(1);
    for (let i = 0; i < 30; i++) {
      const moves = enumerate(match.G, match.ctx, '0');
      const pick = choicesOf([rollout(match.G, match.ctx, '0', moves, random)])[0];
      expect(pick.card).not.toBe('forward'); // off the Grid
      const pick1 = choicesOf([
        rollout(match.G, match.ctx, '1', enumerate(match.G, match.ctx, '1'), random),
      ])[0];
      expect(pick1.card).not.toBe('left'); // (4,5) is its own trail
    }
  });
});

describe('determinize', () => {
  it('re-deals the unseen Specials into the hidden hands and the deck, keeping sizes and the seat’s own hand', () => {
    const match = scenario(
      3,
      { 0: [at(2, 2), at(2, 1)], 1: [at(2, 9), at(1, 9)], 2: [at(9, 9), at(9, 8)] },
      { hands: { 0: ['dash'], 1: ['crusher', 'overDrive'] } },
    );
    match.move('1', 'chooseCard', { card: 'overDrive' });
    const view = match.view('0');
    const full: LightcycleState = determinize(view, match.ctx, '0', seededRandom(9));
    expect(full.seats[0].hand).toEqual(match.G.seats[0].hand);
    expect(full.seats[1].hand).toHaveLength(2);
    expect(full.deck).toHaveLength(match.G.deck.length);
    const ids = [...full.deck, ...Object.values(full.seats).flatMap((s) => s.hand)].map(
      (c) => c.id,
    );
    expect(new Set(ids).size).toBe(12);
    expect(full.choices[1]).toMatchObject({ card: expect.stringMatching(/forward|left|right/) });
  });
});
