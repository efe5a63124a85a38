/** The Special cards: Cut Tail, Retract Tail, Dash / Uber-Dash, Crusher. */
import { describe, expect, it } from 'vitest';
import { cellAt, playRound, roundEvents, scenario, scores } from './testing/scenario';

const at = cellAt(10);

describe('Cut Tail', () => {
  it("drives into another trail next to the head and cuts it; the part no longer joined to its owner's head goes", () => {
    // Player 2's trail runs along row 4 westwards from its head at (4,7); player 1 is just below (5,5), facing north.
    const match = scenario(
      2,
      { 0: [at(5, 5), at(6, 5)], 1: [at(4, 7), at(4, 6), at(4, 5), at(4, 4), at(4, 3)] },
      { hands: { 0: ['cutTail'] } },
    );
    playRound(match, { 0: { card: 'cutTail', turn: 'forward' }, 1: { card: 'right' } });
    expect(match.G.seats[0].cycle).toMatchObject({
      head: at(4, 5),
      tail: [at(5, 5), at(6, 5)],
      alive: true,
    });
    // Player 2 moved first (Regular before Cut Tail): its trail is cut at (4,5), keeping (4,7),(4,6).
    expect(match.G.seats[1].cycle).toMatchObject({
      head: at(5, 7),
      tail: [at(4, 7), at(4, 6)],
      alive: true,
    });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    expect(roundEvents(match)).toContain("Player 1 cuts Player 2's trail (3 cells removed).");
  });

  it('without Cut Tail the same move is a crash into the trail', () => {
    const match = scenario(2, {
      0: [at(5, 5), at(6, 5)],
      1: [at(4, 7), at(4, 6), at(4, 5), at(4, 4)],
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'right' } });
    expect(scores(match)).toEqual({ 0: -1, 1: 2 });
  });

  it('is refused without the card in hand, with a reason', () => {
    const match = scenario(2, { 0: [at(5, 5), at(6, 5)], 1: [at(1, 1), at(1, 0)] });
    expect(match.move('0', 'chooseCard', { card: 'cutTail', turn: 'left' })).toEqual({
      ok: false,
      reason: 'You have no Cut Tail card in hand.',
    });
  });
});

describe('Retract Tail', () => {
  it('shortens the own trail to the chosen length, keeping the cells nearest the head; no move', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3), at(5, 2), at(5, 1)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['retractTail'] } },
    );
    playRound(match, { 0: { card: 'retractTail', length: 1 }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle).toMatchObject({ head: at(5, 5), tail: [at(5, 4)] });
  });

  it('keeps exactly the chosen number of cells, nearest the head', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3), at(5, 2), at(5, 1)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['retractTail'] } },
    );
    playRound(match, { 0: { card: 'retractTail', length: 2 }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle).toEqual({
      head: at(5, 5),
      tail: [at(5, 4), at(5, 3)],
      facing: 1,
      alive: true,
    });
    expect(roundEvents(match)).toEqual(['Player 1 retracts their trail to 2 cells.']);
  });

  it('refuses a length below 1 or above the trail', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['retractTail'] } },
    );
    expect(match.move('0', 'chooseCard', { card: 'retractTail', length: 0 })).toEqual({
      ok: false,
      reason: 'Retract Tail keeps 1 to 2 trail cells.',
    });
    expect(match.move('0', 'chooseCard', { card: 'retractTail', length: 3 })).toMatchObject({
      ok: false,
    });
  });
});

describe('Dash and Uber-Dash', () => {
  it('move 2 and 3 cells straight, after the Regular moves, Dash before Uber-Dash, in the direction chosen then', () => {
    const at = cellAt(12); // 3 players → 12×12
    const match = scenario(
      3,
      { 0: [at(8, 1), at(9, 1)], 1: [at(1, 1), at(0, 1)], 2: [at(5, 9), at(5, 10)] },
      { hands: { 0: ['dash'], 1: ['uberDash'] } },
    );
    playRound(match, { 0: { card: 'dash' }, 1: { card: 'uberDash' }, 2: { card: 'forward' } });
    expect(match.ctx.activePlayers).toEqual({ 0: 'dash', 1: 'dash' });
    // The Regular move already happened.
    expect(match.G.seats[2].cycle.head).toBe(at(5, 8));
    match.move('0', 'chooseDashDirection', 'right'); // facing north → east
    expect(match.ctx.activePlayers).toEqual({ 1: 'dash' });
    match.move('1', 'chooseDashDirection', 'forward'); // facing south
    expect(match.G.seats[0].cycle).toMatchObject({ head: at(8, 3), facing: 1 });
    expect(match.G.seats[1].cycle).toMatchObject({
      head: at(4, 1),
      tail: [at(3, 1), at(2, 1), at(1, 1), at(0, 1)],
    });
    const captions = match.G.lastRound!.frames.map((f) => f.caption);
    expect(captions).toEqual([
      'Regular moves',
      'Dash — step 1',
      'Dash — step 2',
      'Uber-Dash — step 1',
      'Uber-Dash — step 2',
      'Uber-Dash — step 3',
    ]);
  });
});

describe('Crusher', () => {
  it('is placed on an inner edge; a cycle crossing it dies (−1) and the placer scores nothing', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 1: ['crusher'] } },
    );
    playRound(match, {
      0: { card: 'forward' },
      1: { card: 'crusher', edge: [at(5, 7), at(5, 8)] },
    });
    expect(match.G.crushers[0]).toEqual({ edge: [at(5, 7), at(5, 8)], placedBy: '1' });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle.head).toBe(at(5, 7));
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(scores(match)).toEqual({ 0: -1, 1: 0 });
    expect(roundEvents(match)).toContain('Player 1 hits a Crusher and is derezzed (−1).');
    expect(match.G.crushers[0].edge).toEqual([at(5, 7), at(5, 8)]); // the Crusher is not harmed
  });

  it('lands after the moves: a line that a head reached this round is no longer allowed and the Crusher is not placed', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 1: ['crusher'] } },
    );
    playRound(match, {
      0: { card: 'forward' },
      1: { card: 'crusher', edge: [at(5, 6), at(5, 7)] },
    });
    expect(match.G.crushers.every((c) => c.edge === null)).toBe(true);
    expect(roundEvents(match)).toContain(
      "Player 2's Crusher cannot land: A Crusher may not be placed next to a head.",
    );
  });

  it('may not go next to a head or across a trail, or on a taken line', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 1: ['crusher'] } },
    );
    expect(match.move('1', 'chooseCard', { card: 'crusher', edge: [at(5, 5), at(6, 5)] })).toEqual({
      ok: false,
      reason: 'A Crusher may not be placed next to a head.',
    });
    expect(match.move('1', 'chooseCard', { card: 'crusher', edge: [at(5, 3), at(5, 4)] })).toEqual({
      ok: false,
      reason: 'A trail crosses that line.',
    });
    expect(match.move('1', 'chooseCard', { card: 'crusher', edge: [at(5, 3), at(7, 3)] })).toEqual({
      ok: false,
      reason: 'A Crusher goes on the line between two neighbouring cells.',
    });
    match.patch((G) => {
      G.crushers[0] = { edge: [at(8, 8), at(8, 9)], placedBy: '0' };
    });
    expect(match.move('1', 'chooseCard', { card: 'crusher', edge: [at(8, 8), at(8, 9)] })).toEqual({
      ok: false,
      reason: 'A Crusher already stands on that line.',
    });
  });

  it('uses an unplaced Crusher first; when all three stand, the player moves the one it names', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 1: ['crusher'] } },
    );
    match.patch((G) => {
      G.crushers = [
        { edge: [at(8, 0), at(8, 1)], placedBy: '0' },
        { edge: [at(8, 2), at(8, 3)], placedBy: '0' },
        { edge: [at(8, 4), at(8, 5)], placedBy: '0' },
      ];
    });
    expect(match.move('1', 'chooseCard', { card: 'crusher', edge: [at(3, 3), at(3, 4)] })).toEqual({
      ok: false,
      reason: 'All Crushers stand on the Grid: choose which one to move.',
    });
    playRound(match, {
      0: { card: 'left' },
      1: { card: 'crusher', edge: [at(3, 3), at(3, 4)], piece: 1 },
    });
    expect(match.G.crushers.map((c) => c.edge)).toEqual([
      [at(8, 0), at(8, 1)],
      [at(3, 3), at(3, 4)],
      [at(8, 4), at(8, 5)],
    ]);
  });

  it('a Crusher kill in a round with a Regular kill: points are counted per event', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 1: ['crusher'] } },
    );
    match.patch((G) => {
      G.crushers[2] = { edge: [at(5, 5), at(5, 6)], placedBy: '1' };
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(match.G.scoreEvents).toEqual([{ round: 1, player: '0', points: -1, reason: 'death' }]);
  });
});

describe('Cut Tail through your own trail', () => {
  it('cuts the own loop: the part beyond the cut disappears, the cycle lives on', () => {
    // A loop: head at (4,4) facing west after coming round; its trail passes (4,3) further back.
    const body = [at(4, 4), at(5, 4), at(5, 3), at(5, 2), at(4, 2), at(3, 2), at(3, 3), at(2, 3)];
    const match = scenario(
      2,
      { 0: [at(4, 3), ...body], 1: [at(8, 8), at(8, 9)] },
      { hands: { 0: ['cutTail'] } },
    );
    // Player 1's head is at (4,3), facing west (from (4,4)); Left turns south into its own trail at (5,3).
    playRound(match, { 0: { card: 'cutTail', turn: 'left' }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle).toMatchObject({
      head: at(5, 3),
      tail: [at(4, 3), at(4, 4), at(5, 4)],
      alive: true,
    });
    expect(scores(match)[0]).toBe(0);
  });
});

describe('the resolution order: Cut Tail, Retract Tail, Dash, Uber-Dash, Crusher, Over-Drive', () => {
  it('each card type acts in its turn, and each one sees what the earlier ones did', () => {
    const at = cellAt(18); // 6 players → 18×18
    const match = scenario(
      6,
      {
        0: [at(2, 2), at(2, 1)],
        1: [at(6, 5), at(7, 5)], // Cut Tail north into player 3's trail at (5,5)
        2: [at(5, 8), at(5, 7), at(5, 6), at(5, 5), at(5, 4), at(5, 3)], // Retract Tail to 1 cell
        3: [at(7, 6), at(8, 6)], // Dash north through (5,6), freed by the Retract Tail just before
        4: [at(10, 10), at(10, 9)], // Uber-Dash east across the line the Crusher is aimed at
        5: [at(15, 15), at(16, 15)],
      },
      {
        hands: {
          0: ['overDrive'],
          1: ['cutTail'],
          2: ['retractTail'],
          3: ['dash'],
          4: ['uberDash'],
          5: ['crusher'],
        },
      },
    );
    playRound(match, {
      0: { card: 'overDrive' },
      1: { card: 'cutTail', turn: 'forward' },
      2: { card: 'retractTail', length: 1 },
      3: { card: 'dash' },
      4: { card: 'uberDash' },
      5: { card: 'crusher', edge: [at(10, 11), at(10, 12)] },
    });
    expect(match.ctx.activePlayers).toEqual({ 3: 'dash', 4: 'dash' });
    match.move('3', 'chooseDashDirection', 'forward');
    match.move('4', 'chooseDashDirection', 'forward');
    const last = match.G.lastRound!;
    expect(last.frames.map((f) => f.caption)).toEqual([
      'Cut Tail',
      'Retract Tail',
      'Dash — step 1',
      'Dash — step 2',
      'Uber-Dash — step 1',
      'Uber-Dash — step 2',
      'Uber-Dash — step 3',
    ]);
    // Cut before Retract: the cut removes 3 cells, the Retract then keeps 1.
    expect(roundEvents(match)).toEqual([
      "Player 2 cuts Player 3's trail (3 cells removed).",
      'Player 3 retracts their trail to 1 cell.',
      "Player 6's Crusher cannot land: A trail crosses that line.",
      'Player 1 plays Over-Drive: it is switched on from next round.',
    ]);
    const cycle = (p: number) => match.G.seats[p].cycle;
    expect(cycle(1)).toMatchObject({ head: at(5, 5), tail: [at(6, 5), at(7, 5)], alive: true });
    expect(cycle(2)).toMatchObject({ head: at(5, 8), tail: [at(5, 7)], alive: true });
    // Retract before Dash: (5,6) was free when the Dash reached it.
    expect(cycle(3)).toMatchObject({
      head: at(5, 6),
      tail: [at(6, 6), at(7, 6), at(8, 6)],
      alive: true,
    });
    // Uber-Dash before Crusher: the line was still open when the cycle crossed it.
    expect(cycle(4)).toMatchObject({
      head: at(10, 13),
      tail: [at(10, 12), at(10, 11), at(10, 10), at(10, 9)],
      alive: true,
    });
    expect(match.G.crushers.every((c) => c.edge === null)).toBe(true);
    expect(match.G.overDrive).toBe(true);
    expect(scores(match)).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
  });
});

describe('Cut Tail: heads and wrecks cannot be cut', () => {
  it('driving into a live head with Cut Tail is a head-on crash (0 points)', () => {
    // Player 2 moves first (Regular) onto (4,5); player 1 then cuts north into that head.
    const match = scenario(
      2,
      { 0: [at(5, 5), at(6, 5)], 1: [at(3, 5), at(2, 5)] },
      { hands: { 0: ['cutTail'] } },
    );
    playRound(match, { 0: { card: 'cutTail', turn: 'forward' }, 1: { card: 'forward' } });
    const frame = match.G.lastRound!.frames.at(-1)!;
    expect(frame.cycles[0]).toMatchObject({ head: at(4, 5), alive: false });
    expect(frame.cycles[1]).toMatchObject({
      head: at(4, 5),
      tail: [at(3, 5), at(2, 5)],
      alive: false,
    });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
  });

  it("driving into a wreck with Cut Tail is a crash, and the wreck's owner scores the kill", () => {
    // Player 2 drives off the Grid from (4,0) in the Regular step; player 1 cuts west into its wreck.
    const match = scenario(
      2,
      { 0: [at(4, 1), at(4, 2)], 1: [at(4, 0), at(3, 0)] },
      { hands: { 0: ['cutTail'] } },
    );
    playRound(match, { 0: { card: 'cutTail', turn: 'forward' }, 1: { card: 'right' } });
    expect(scores(match)).toEqual({ 0: -1, 1: 1 });
    expect(roundEvents(match)).toContain("Player 1 hits Player 2's trail and is derezzed (−1).");
  });

  it('with nothing in the way, Cut Tail is a plain move of 1 cell', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(6, 5)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['cutTail'] } },
    );
    playRound(match, { 0: { card: 'cutTail', turn: 'right' }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle).toMatchObject({
      head: at(5, 6),
      tail: [at(5, 5), at(6, 5)],
      facing: 1,
      alive: true,
    });
    expect(match.G.deck.some((c) => c.def === 'cutTail')).toBe(true); // the card went back into the deck
  });
});

describe('Crusher pieces', () => {
  it('an unplaced Crusher must be used while there is one: naming a piece is refused, the free piece lands', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 1: ['crusher'] } },
    );
    match.patch((G) => {
      G.crushers[0] = { edge: [at(8, 0), at(8, 1)], placedBy: '0' };
    });
    expect(
      match.move('1', 'chooseCard', { card: 'crusher', edge: [at(3, 3), at(3, 4)], piece: 0 }),
    ).toEqual({
      ok: false,
      reason: 'A Crusher not yet on the Grid must be used first.',
    });
    playRound(match, { 0: { card: 'left' }, 1: { card: 'crusher', edge: [at(3, 3), at(3, 4)] } });
    expect(match.G.crushers).toEqual([
      { edge: [at(8, 0), at(8, 1)], placedBy: '0' },
      { edge: [at(3, 3), at(3, 4)], placedBy: '1' },
      { edge: null, placedBy: null },
    ]);
  });

  it('two Crushers in one round with one piece left: the first player (seat order) takes it, the second moves Crusher 1', () => {
    const at = cellAt(12);
    const match = scenario(
      3,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)], 2: [at(9, 9), at(9, 8)] },
      { hands: { 0: ['crusher'], 1: ['crusher'] } },
    );
    match.patch((G) => {
      G.crushers[0] = { edge: [at(11, 0), at(11, 1)], placedBy: '2' };
      G.crushers[1] = { edge: [at(11, 2), at(11, 3)], placedBy: '2' };
    });
    playRound(match, {
      0: { card: 'crusher', edge: [at(3, 3), at(3, 4)] },
      1: { card: 'crusher', edge: [at(7, 3), at(7, 4)] },
      2: { card: 'forward' },
    });
    expect(match.G.crushers).toEqual([
      { edge: [at(7, 3), at(7, 4)], placedBy: '1' },
      { edge: [at(11, 2), at(11, 3)], placedBy: '2' },
      { edge: [at(3, 3), at(3, 4)], placedBy: '0' },
    ]);
  });
});

describe('Cut Tail right behind a head', () => {
  it('leaves that cycle with its head only; it lays a new trail when it moves', () => {
    // Player 2 moves east to (4,6) first; player 1 then cuts north into (4,5), its first trail cell.
    const match = scenario(
      2,
      { 0: [at(5, 5), at(6, 5)], 1: [at(4, 5), at(4, 4)] },
      { hands: { 0: ['cutTail'] } },
    );
    playRound(match, { 0: { card: 'cutTail', turn: 'forward' }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle).toEqual({
      head: at(4, 5),
      tail: [at(5, 5), at(6, 5)],
      facing: 0,
      alive: true,
    });
    expect(match.G.seats[1].cycle).toEqual({ head: at(4, 6), tail: [], facing: 1, alive: true });
    expect(roundEvents(match)).toEqual(["Player 1 cuts Player 2's trail (2 cells removed)."]);
    playRound(match, { 0: { card: 'left' }, 1: { card: 'forward' } });
    expect(match.G.seats[1].cycle).toEqual({
      head: at(4, 7),
      tail: [at(4, 6)],
      facing: 1,
      alive: true,
    });
  });
});
