import { describe, expect, it } from 'vitest';
import { tutorialProblems, TutorialRun, asks } from '@gridplay/core/tutorial';
import module from './index';
import type { State, View } from './state';
import tutorial from './tutorial';

const { game } = module;

/** The run just before the step that asks for this move (with exactly these arguments). */
const before = (move: string, args: unknown[] = []) =>
  TutorialRun.before<State, View>(game, tutorial, asks(move, ...args));

describe("the Liar's Dice tutorial, played on the real rules", () => {
  it('every step is accepted, every wrong decision explained, and the run completes', () => {
    expect(tutorialProblems(game, tutorial)).toEqual([]);
  });

  it('is wired into the module and the lobby', async () => {
    expect((await module.tutorial!()).default).toBe(tutorial);
    expect(module.meta.tutorialMinutes).toBe(tutorial.minutes);
  });

  it('opens with the bid the dock suggests, and Player 2 raises to 3 threes', () => {
    const run = before('bid', [1, 3]);
    expect(run.state.G.cups['0']).toEqual([1, 3, 3, 5, 6]);
    expect(run.ctx.currentPlayer).toBe('0');
    const G = run.takeStep();
    expect(G.bid).toEqual({ quantity: 3, face: 3, bidder: '1' });
  });

  it('4 threes is true with aces wild, so Player 2’s Dudo costs Player 2 a die', () => {
    const G = before('bid', [4, 3]).takeStep();
    expect(G.lastReveal).toMatchObject({ call: 'dudo', caller: '1', counted: 5, loser: '1' });
    expect(G.lastReveal!.bid).toEqual({ quantity: 4, face: 3, bidder: '0' });
    expect(G.cups['1']).toHaveLength(4);
    expect(G.cups['0']).toHaveLength(5);
    // Player 2, who lost the die, opened round 2.
    expect(G.round).toBe(2);
    expect(G.bid).toEqual({ quantity: 3, face: 4, bidder: '1' });
  });

  it('Dudo on 3 fours with one 4 under the cups: the bidder loses a die', () => {
    const run = before('dudo');
    expect(run.state.G.cups).toEqual({ '0': [2, 2, 4, 5, 6], '1': [2, 3, 5, 6] });
    const G = run.takeStep();
    expect(G.lastReveal).toMatchObject({ call: 'dudo', caller: '0', counted: 1, loser: '1' });
    expect(G.cups['1']).toHaveLength(3);
    expect(G.cups['0']).toHaveLength(5);
  });

  it('a wrong decision is explained and changes nothing', () => {
    const run = before('dudo');
    const G = JSON.stringify(run.state.G);
    const answer = run.attempt({ move: 'bid', args: [4, 4] });
    expect(answer.ok).toBe(false);
    expect(answer.ok === false && answer.explanation).toContain('Call Dudo');
    expect(JSON.stringify(run.state.G)).toBe(G);
  });
});
