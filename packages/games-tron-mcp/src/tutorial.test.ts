import { describe, expect, it } from 'vitest';
import { tutorialProblems, TutorialRun, asks } from '@gridplay/core/tutorial';
import module from './index';
import { defOf } from './rules';
import { TRON, type TronMcpState, type TronMcpView } from './state';
import tutorial from './tutorial';

const { game } = module;

const statusOf = (G: TronMcpState) => G.programs.map((p) => [defOf(p.card), p.status]);

/** The run just before the step that asks for this move (with this first argument, when given). */
const before = (move: string, first?: unknown) =>
  TutorialRun.before<TronMcpState, TronMcpView>(
    game,
    tutorial,
    first === undefined ? asks(move) : asks(move, first),
  );

describe('the Tron vs the MCP tutorial, played on the real rules', () => {
  it('every step is accepted, every wrong decision explained, and the run completes', () => {
    expect(tutorialProblems(game, tutorial)).toEqual([]);
  });

  it('is wired into the module and the lobby', async () => {
    expect((await module.tutorial!()).default).toBe(tutorial);
    expect(module.meta.tutorialMinutes).toBe(tutorial.minutes);
  });

  it('keeping the opening hand: the only choice with a Program in it, then the first draws', () => {
    const run = before('pass', 'mulligan');
    expect(run.state.G.pending).toEqual({ seat: TRON, stage: 'mulligan' });
    expect(game.ai.enumerate(run.view(), run.ctx, TRON)).toEqual([
      { move: 'pass', args: ['mulligan'] },
    ]);
    const G = run.takeStep();
    expect(G.round).toBe(1);
    expect(G.seats[TRON].hand.map(defOf)).toEqual([
      'tron',
      'balance',
      'timing',
      'illegal-exit',
      'alan-1',
      'speed',
      'light-cycles-transport',
      'pool-of-pure-power',
    ]);
    expect(G.controls.map(defOf)).toEqual(['access-the-kremlin']);
    expect(G.pending).toEqual({ seat: TRON, stage: 'downloadProgram' });
  });

  it('a download: Tron enters the Game Grid, and the MCP attacks it with a Game card', () => {
    const G = before('downloadProgram').takeStep();
    expect(statusOf(G)).toEqual([['tron', 'gameGrid']]);
    expect(G.attack).toMatchObject({ card: 'mcp:vice-blasters#1', target: 'gameGrid', power: 3 });
    expect(G.pending).toEqual({ seat: TRON, stage: 'counter' });
  });

  it('a counter window: Balance counts 3 with Tron in play, and two passes counter the attack', () => {
    const run = before('commitSkill', ['tron:balance#1']);
    const committed = run.takeStep();
    expect(committed.attack).toMatchObject({ total: 3, power: 3, passes: 1 });
    expect(committed.seats[TRON].discard).toContain('tron:balance#1');
    const G = run.takeStep();
    expect(G.attack).toBeNull();
    expect(statusOf(G)).toEqual([['tron', 'gameGrid']]);
    expect(run.ctx.phase).toBe('systemEscape');
    expect(G.pending).toEqual({ seat: TRON, stage: 'playStatus' });
  });

  it('status cards: Escape, Activation and Transport walk Tron to the Mesa', () => {
    const run = before('playStatus', 'tron:illegal-exit#1');
    expect(statusOf(run.takeStep())).toEqual([['tron', 'rogue']]);
    expect(statusOf(run.takeStep())).toEqual([['tron', 'activated']]);
    const G = run.takeStep();
    expect(statusOf(G)).toEqual([['tron', 'mesa']]);
    expect(run.ctx.phase).toBe('programDelete');
    expect(G.attack).toMatchObject({ card: 'mcp:guards#1', target: 'mesa', power: 1 });
  });

  it('a Security window closes on your pass, and the erase wins the match', () => {
    const run = before('commitSkill', ['tron:timing#1']);
    expect(run.takeStep().attack).toMatchObject({ total: 2, power: 1 });
    expect(run.takeStep().pending).toEqual({ seat: TRON, stage: 'erase' });
    const G = run.takeStep();
    expect(G.mcpErased).toBe(true);
    expect(run.ctx.gameover).toMatchObject({ winner: TRON });
    expect(run.complete).toBe(true);
  });

  it('a wrong decision is answered with the step’s words and changes nothing', () => {
    const run = before('commitSkill', ['tron:balance#1']);
    const position = JSON.stringify(run.state);
    expect(run.attempt({ move: 'pass', args: ['counter'] })).toEqual({
      ok: false,
      explanation: run.current!.otherwise,
    });
    expect(JSON.stringify(run.state)).toBe(position);
    expect(run.state.G.pending).toEqual({ seat: TRON, stage: 'counter' });
  });

  it('every decision step waits for you: the MCP acts only in the scripted replies', () => {
    tutorial.steps.forEach((step, index) => {
      if (!step.expect) return;
      const G = new TutorialRun(game, tutorial, index).state.G;
      expect(G.pending?.seat, `step ${index + 1}`).toBe(TRON);
    });
  });

  it('can be finished in well under 60 clicks: a Next, or a card and its button, or one button', () => {
    const clicks = tutorial.steps.reduce(
      (sum, step) => sum + (step.expect ? (step.targets?.length ?? 1) : 1),
      0,
    );
    expect(clicks).toBeLessThanOrEqual(60);
  });
});
