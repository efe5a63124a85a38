import { describe, expect, it } from 'vitest';
import { LocalMatch } from '../simulate/local-match';
import { ofSeat } from '../rules/of-seat';
import { secretNumbers, type SecretNumbersState } from '../testing/secret-numbers';
import { defineTutorial, type Tutorial } from './tutorial';
import { TutorialRun } from './tutorial-run';
import { asks, says } from './step-pick';
import { tutorialProblems } from './check-tutorial';

const game = secretNumbers.game;
/** The deal the seed gives, read the way a tutorial author reads it: from a match. */
const dealt = new LocalMatch(game, { numPlayers: 2, seed: 'lesson' }).G;

const lesson: Tutorial<SecretNumbersState> = defineTutorial({
  game: 'secret-numbers',
  title: 'Play your numbers',
  minutes: 1,
  seat: '0',
  numPlayers: 2,
  seed: 'lesson',
  steps: [
    { say: 'Each of you holds three numbers. The highest total wins.' },
    {
      say: 'Play your 9 first.',
      setup: (G) => {
        G.hands['0'] = [9, 1, 2];
      },
      expect: { move: 'play', args: [9] },
      otherwise: 'Your 9 is the biggest: play it first.',
      replies: [{ seat: '1', move: 'play', args: [ofSeat(dealt.hands, '1')[0]] }],
    },
    {
      say: 'Now any number.',
      expect: { move: 'play' },
      replies: [{ seat: '1', move: 'play', args: [ofSeat(dealt.hands, '1')[1]] }],
    },
  ],
  farewell: 'Now play a match against the AI.',
});

describe('a tutorial played on the real rules', () => {
  it('a step that explains goes on with Next; a decision step does not', () => {
    const run = new TutorialRun(game, lesson);
    expect(run.current?.expect).toBeUndefined();
    expect(run.attempt({ move: 'play', args: [9] }).ok).toBe(false);
    expect(run.next().ok).toBe(true);
    expect(run.next()).toEqual({ ok: false, explanation: 'Your 9 is the biggest: play it first.' });
  });

  it('sets up the step, explains a wrong decision without changing anything, then plays the right one and the reply', () => {
    const run = new TutorialRun(game, lesson, 1);
    expect(run.state.G.hands['0']).toEqual([9, 1, 2]);
    const before = JSON.stringify(run.state);
    expect(run.attempt({ move: 'play', args: [1] })).toEqual({
      ok: false,
      explanation: 'Your 9 is the biggest: play it first.',
    });
    expect(JSON.stringify(run.state)).toBe(before);
    expect(run.attempt({ move: 'play', args: [9] })).toEqual({ ok: true });
    expect(run.state.G.scores).toEqual({ '0': 9, '1': ofSeat(dealt.hands, '1')[0] });
    expect(run.step).toBe(2);
    expect(run.log.length).toBeGreaterThanOrEqual(2);
  });

  it('lets the rules judge a decision whose arguments are open', () => {
    const run = new TutorialRun(game, lesson, 2);
    const answer = run.attempt({ move: 'play', args: [7] });
    expect(answer).toMatchObject({ ok: false, refused: true, explanation: 'You hold no 7.' });
    expect(run.attempt({ move: 'play', args: [2] }).ok).toBe(true);
    expect(run.complete).toBe(true);
  });

  it('resumes at a step, and replays one, from the step index alone', () => {
    const played = new TutorialRun(game, lesson);
    played.next();
    played.attempt({ move: 'play', args: [9] });
    const resumed = new TutorialRun(game, lesson, played.step);
    expect(resumed.state.G).toEqual(played.state.G);
    resumed.goTo(1);
    expect(resumed.state.G.scores).toEqual({ '0': 0, '1': 0 });
  });

  it('reaches a step by what it asks for or what the coach says, and takes it as written', () => {
    expect(TutorialRun.before(game, lesson, asks('play', 9)).step).toBe(1);
    expect(TutorialRun.before(game, lesson, asks('play')).step).toBe(1);
    expect(TutorialRun.before(game, lesson, asks('play'), 2).step).toBe(2);
    expect(TutorialRun.before(game, lesson, says('any number')).step).toBe(2);
    expect(() => TutorialRun.before(game, lesson, asks('play', 1))).toThrow(
      'No step of the secret-numbers tutorial asks for play [1]',
    );
    expect(() => TutorialRun.before(game, lesson, asks('play'), 3)).toThrow(/No step 3 of/);

    const run = new TutorialRun(game, lesson);
    run.takeStep(); // an explanation: Next
    const G = run.takeStep(); // its own decision, and the reply
    expect(G.scores).toEqual({ '0': 9, '1': ofSeat(dealt.hands, '1')[0] });
    expect(run.step).toBe(2);
  });

  it('a step its own decision cannot take is reported, not skipped', () => {
    const broken = {
      ...lesson,
      steps: lesson.steps.map((step, i) => (i === 1 ? { ...step, setup: undefined } : step)),
    };
    const run = new TutorialRun(game, broken, 1);
    expect(() => run.takeStep()).toThrow(/step 2: its own decision is refused/);
    expect(run.step).toBe(1);
  });

  it('the tutorial check passes a tutorial that works and names the step that breaks', () => {
    expect(tutorialProblems(game, lesson)).toEqual([]);
    const broken = {
      ...lesson,
      // The first two steps, the second without the setup that makes its expected move legal.
      steps: lesson.steps
        .slice(0, 2)
        .map((step, i) => (i === 1 ? { ...step, setup: undefined } : step)),
    };
    const problems = tutorialProblems(game, broken);
    expect(problems.join('\n')).toMatch(/step 2/);
  });

  it('refuses coach words longer than 280 characters', () => {
    expect(() => defineTutorial({ ...lesson, steps: [{ say: 'x'.repeat(281) }] })).toThrow(
      /281 characters/,
    );
  });
});
