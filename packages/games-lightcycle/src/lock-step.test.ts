/**
 * Lock-step movement and crashes: head-on, swap, following into a just-vacated cell, walls and
 * own trails, kill points even when the trail's owner died the same round.
 */
import { describe, expect, it } from 'vitest';
import { cellAt, playRound, roundEvents, scenario, scores } from './testing/scenario';

const at = cellAt(10); // 2 players → 10×10

describe('lock-step movement', () => {
  it('moves a Regular card one cell in the turned direction; the left cell becomes trail', () => {
    const match = scenario(2, { 0: [at(5, 5), at(6, 5)], 1: [at(1, 1), at(1, 0)] });
    playRound(match, { 0: { card: 'left' }, 1: { card: 'forward' } });
    expect(match.G.seats[0].cycle).toMatchObject({
      head: at(5, 4),
      tail: [at(5, 5), at(6, 5)],
      facing: 3,
      alive: true,
    });
    expect(match.G.seats[1].cycle).toMatchObject({
      head: at(1, 2),
      tail: [at(1, 1), at(1, 0)],
      facing: 1,
    });
    expect(match.G.round).toBe(2);
  });

  it('head-on: two heads entering one cell both die and score nothing', () => {
    const match = scenario(2, { 0: [at(5, 3), at(5, 2)], 1: [at(5, 5), at(5, 6)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    expect(match.G.lastRound!.frames.at(-1)!.cycles[0]).toMatchObject({
      head: at(5, 4),
      alive: false,
    });
    expect(match.G.lastRound!.frames.at(-1)!.cycles[1]).toMatchObject({
      head: at(5, 4),
      alive: false,
    });
    expect(match.G.scoreEvents).toEqual([]);
    // Both respawn: the first one chooses a facing.
    expect(match.ctx.activePlayers).toEqual({ 0: 'respawn' });
  });

  it('swap: two heads passing through each other both die, 0 points', () => {
    const match = scenario(2, { 0: [at(5, 4), at(5, 3)], 1: [at(5, 5), at(5, 6)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    const last = match.G.lastRound!;
    expect(roundEvents(match).filter((line) => line.includes('head-on'))).toHaveLength(2);
    expect(match.G.seats[0].cycle.head).not.toBe(at(5, 5)); // removed, then respawned elsewhere or waiting
    // They meet between the cells and die where they stood; no trail was laid, nobody scores.
    const frame = last.frames.at(-1)!;
    expect(frame.cycles[0]).toEqual({ head: at(5, 4), tail: [at(5, 3)], alive: false });
    expect(frame.cycles[1]).toEqual({ head: at(5, 5), tail: [at(5, 6)], alive: false });
    expect(match.G.scoreEvents).toEqual([]);
  });

  it('following into a just-vacated cell: it is trail at once, the follower dies and the leader scores the kill', () => {
    // Player 0 drives east out of (5,5); player 1, north of it, drives south into (5,5) at the same sub-step.
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(4, 5), at(3, 5)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    expect(scores(match)).toEqual({ 0: 2, 1: -1 });
    expect(match.G.seats[0].cycle).toMatchObject({ head: at(5, 6), alive: true });
    expect(match.G.scoreEvents).toEqual([
      { round: 1, player: '1', points: -1, reason: 'death' },
      { round: 1, player: '0', points: 2, reason: 'kill' },
    ]);
  });

  it('driving off the Grid or into your own trail costs 1 point and gives no one a kill', () => {
    const match = scenario(2, {
      0: [at(0, 5), at(1, 5)],
      1: [at(5, 5), at(5, 4), at(6, 4), at(6, 5), at(6, 6)],
    });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'right' } });
    expect(scores(match)).toEqual({ 0: -1, 1: -1 });
    expect(roundEvents(match)).toContain('Player 1 drives off the Grid and is derezzed (−1).');
    expect(roundEvents(match)).toContain('Player 2 hits their own trail and is derezzed (−1).');
  });

  it("a trail's owner scores the kill even if it died the same round", () => {
    // Player 2 (facing south at the west edge) turns right, off the Grid; in the same sub-step
    // player 1 drives west into player 2's trail.
    const match = scenario(2, { 0: [at(3, 1), at(3, 2)], 1: [at(4, 0), at(3, 0), at(2, 0)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'right' } });
    expect(scores(match)).toEqual({ 0: -1, 1: 1 });
    expect(roundEvents(match)).toEqual([
      'Player 2 drives off the Grid and is derezzed (−1).',
      "Player 1 hits Player 2's trail and is derezzed (−1).",
      'Player 2 scores the kill (+2).',
    ]);
  });

  it('a dead cycle stays on the Grid for the rest of the round, then leaves it', () => {
    const match = scenario(2, { 0: [at(0, 5), at(1, 5)], 1: [at(5, 5), at(5, 4)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    const frame = match.G.lastRound!.frames[0];
    expect(frame.cycles[0]).toMatchObject({ head: at(0, 5), tail: [at(1, 5)], alive: false });
    // At the end of the round the wreck is gone and the player respawns on an empty cell.
    expect(match.ctx.activePlayers).toEqual({ 0: 'respawn' });
    expect(match.G.seats[0].cycle.tail).toEqual([]);
    expect(match.G.seats[0].cycle.head).not.toBeNull();
  });
});

describe('wrecks and pauses', () => {
  it('a wreck stays until the end of the round: driving into it is a crash and its owner scores the kill', () => {
    // Player 2 drives off the Grid in the Regular step and its wreck stays on (0,7); player 1 then
    // Dashes north into it.
    const match = scenario(
      2,
      { 0: [at(2, 7), at(3, 7)], 1: [at(0, 7), at(0, 6)] },
      { hands: { 0: ['dash'] } },
    );
    playRound(match, { 0: { card: 'dash' }, 1: { card: 'left' } });
    expect(match.ctx.activePlayers).toEqual({ 0: 'dash' });
    match.move('0', 'chooseDashDirection', 'forward');
    expect(scores(match)).toEqual({ 0: -1, 1: 1 });
    expect(roundEvents(match)).toContain("Player 1 hits Player 2's trail and is derezzed (−1).");
    expect(match.G.lastRound!.frames.at(-1)!.cycles[0]).toMatchObject({
      head: at(0, 7),
      tail: [at(1, 7), at(2, 7), at(3, 7)],
      alive: false,
    });
  });

  it('a Dash player who dies in the Regular step is not asked for a direction', () => {
    // Player 2 drives head-on into player 1, who holds a Dash.
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(5, 6), at(5, 7)] },
      { hands: { 0: ['dash'] } },
    );
    playRound(match, { 0: { card: 'dash' }, 1: { card: 'forward' } });
    expect(match.G.lastRound!.revealed[0]).toEqual({ card: 'dash' });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    expect(match.ctx.activePlayers).toEqual({ 0: 'respawn' });
  });
});

describe('driving into a head that does not move', () => {
  it('is a head-on crash: both die and nobody scores', () => {
    // Player 1 plays a card that does not move (Retract Tail); player 2 drives south into its head.
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3)], 1: [at(4, 5), at(3, 5)] },
      { hands: { 0: ['retractTail'] } },
    );
    playRound(match, { 0: { card: 'retractTail', length: 1 }, 1: { card: 'forward' } });
    const last = match.G.lastRound!;
    expect(last.frames[0].cycles[0]).toMatchObject({ head: at(5, 5), alive: false });
    expect(last.frames[0].cycles[1]).toMatchObject({
      head: at(5, 5),
      tail: [at(4, 5), at(3, 5)],
      alive: false,
    });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    expect(match.G.scoreEvents).toEqual([]);
    expect(roundEvents(match)).toEqual([
      'Player 1 crashes head-on (no points).',
      'Player 2 crashes head-on (no points).',
    ]);
  });
});

describe('the card of a player whose cycle crashed before its step', () => {
  it('Over-Drive still switches the mode (the card was played), and the log says so', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(4, 5), at(3, 5)] },
      { hands: { 0: ['overDrive'] } },
    );
    playRound(match, { 0: { card: 'overDrive' }, 1: { card: 'forward' } });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    expect(match.G.overDrive).toBe(true);
    expect(roundEvents(match)).toContain(
      'Player 1 plays Over-Drive: it is switched on from next round.',
    );
  });

  it('a Crusher still lands (placing it needs no cycle)', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(4, 5), at(3, 5)] },
      { hands: { 0: ['crusher'] } },
    );
    playRound(match, {
      0: { card: 'crusher', edge: [at(8, 1), at(8, 2)] },
      1: { card: 'forward' },
    });
    expect(scores(match)).toEqual({ 0: 0, 1: 0 });
    expect(match.G.crushers[0]).toEqual({ edge: [at(8, 1), at(8, 2)], placedBy: '0' });
  });

  it('a Retract Tail does nothing for a wreck (a Dash player who crashed is not even asked for a direction)', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3)], 1: [at(4, 5), at(3, 5)] },
      { hands: { 0: ['retractTail'] } },
    );
    playRound(match, { 0: { card: 'retractTail', length: 1 }, 1: { card: 'forward' } });
    expect(match.G.lastRound!.frames.map((f) => f.caption)).toEqual(['Regular moves']);
    expect(match.G.lastRound!.frames[0].cycles[0].tail).toEqual([at(5, 4), at(5, 3)]);
  });
});
