import { describe, expect, it } from 'vitest';
import { tutorialProblems, TutorialRun, says } from '@gridplay/core/tutorial';
import { legalChoices } from './legal-moves';
import module from './index';
import type { LightcycleState, LightcycleView } from './state';
import tutorial from './tutorial';

const { game } = module;

/** The run just before the step whose coach's words say so. */
const before = (words: string) =>
  TutorialRun.before<LightcycleState, LightcycleView>(game, tutorial, says(words));

describe('the Light Cycles tutorial, played on the real rules', () => {
  it('every step is accepted, every wrong decision explained, and the run completes', () => {
    expect(tutorialProblems(game, tutorial)).toEqual([]);
  });

  it('is wired into the module and the lobby', async () => {
    expect((await module.tutorial!()).default).toBe(tutorial);
    expect(module.meta.tutorialMinutes).toBe(tutorial.minutes);
  });

  it('placing: you put your cycle first, on D3 facing south; Orange follows, and the round begins', () => {
    const run = new TutorialRun(game, tutorial, 0);
    expect(run.ctx.activePlayers).toEqual({ 0: 'place' });
    const G = run.takeStep();
    expect(G.seats['0'].cycle).toEqual({ head: 23, tail: [13], facing: 2, alive: true });
    expect(G.seats['1'].cycle).toEqual({ head: 84, tail: [94], facing: 0, alive: true });
    expect(run.ctx.activePlayers).toEqual({ 0: 'choose', 1: 'choose' });
  });

  it('moving: your card is taken while Orange has not chosen, and its reply plays the round', () => {
    const run = before('A flag waits');
    const result = run.attempt(run.current!.expect!);
    expect(result).toEqual({ ok: true });
    const G = run.state.G;
    expect(G.round).toBe(2);
    expect(G.seats['0'].cycle.head).toBe(33);
    expect(G.seats['1'].cycle.head).toBe(74);
    expect(G.lastRound?.revealed).toEqual({ 0: { card: 'forward' }, 1: { card: 'forward' } });
  });

  it('a capture: driving onto D5 scores 3, deals Orange a Special and replaces the flag', () => {
    const run = before('Drive onto the flag');
    const handBefore = run.state.G.seats['1'].hand.length;
    const G = run.takeStep();
    expect(G.seats['0'].score).toBe(3);
    expect(G.seats['1'].hand).toHaveLength(handBefore + 1);
    expect(G.flags.map((flag) => flag.placedBy)).toEqual([null, '0']);
    expect(G.seats['0'].lastPlacedFlag).toBe(G.flags[1].id);
  });

  it('a Special: the Dash waits for the Regular moves, then drives 2 cells the way you choose', () => {
    const run = before('Specials are one-shot');
    let G = run.takeStep();
    // Orange's Forward is played first; only you are asked for the Dash's direction.
    expect(run.ctx.activePlayers).toEqual({ 0: 'dash' });
    expect(G.seats['1'].cycle.head).toBe(54);
    G = run.takeStep();
    expect(G.seats['0'].cycle).toMatchObject({ head: 45, facing: 1 });
    expect(G.seats['0'].cycle.tail.slice(0, 2)).toEqual([44, 43]);
  });

  it('a crash: Orange drives into your trail, −1 for it and +2 for you, and respawns', () => {
    const run = before('Orange faces your fresh trail');
    const G = run.takeStep();
    expect(G.seats['0'].score).toBe(3 + 2);
    expect(G.seats['1'].score).toBe(-1);
    expect(G.lastRound?.deaths).toEqual([{ player: '1', cause: 'tail', by: '0' }]);
    expect(G.seats['1'].cycle).toEqual({ head: 38, tail: [28], facing: 2, alive: true });
    expect(run.ctx.activePlayers).toEqual({ 0: 'choose', 1: 'choose' });
  });

  it('a Crusher: the board offers the line the coach asks for, and it lands in Orange’s way', () => {
    const run = before('Here is a Special for you');
    // The board plays the legal choice exactly as listed: the step's arguments must be one.
    expect(legalChoices(run.view(), '0')).toContainEqual(run.current!.expect!.args![0]);
    const G = run.takeStep();
    expect(G.crushers[0]).toEqual({ edge: [58, 68], placedBy: '0' });
    expect(G.seats['1'].cycle.head).toBe(48);
    expect(run.complete).toBe(true);
  });

  it('a wrong card is answered with the step’s words and changes nothing', () => {
    const run = before('Here is a Special for you');
    const position = JSON.stringify(run.state);
    expect(run.attempt({ move: 'chooseCard', args: [{ card: 'forward' }] })).toEqual({
      ok: false,
      explanation: run.current!.otherwise,
    });
    expect(JSON.stringify(run.state)).toBe(position);
  });

  it('can be finished in well under 60 clicks', () => {
    const clicks = tutorial.steps.reduce(
      (sum, step) => sum + (step.expect ? (step.targets?.length ?? 1) : 1),
      0,
    );
    expect(clicks).toBeLessThanOrEqual(60);
  });
});
