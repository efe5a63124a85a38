import { describe, expect, it } from 'vitest';
import { tutorialProblems, TutorialRun, asks } from '@gridplay/core/tutorial';
import { enumerate } from './legal-moves';
import { sortChoices } from './board/choices';
import module from './index';
import { CARDS_PER_PROGRAM } from './cards';
import type { State } from './state';
import tutorial from './tutorial';

const { game } = module;
const TRON = '0';
const SARK = '1';

/** The run just before the `nth` step (from 1) that asks for this move. */
const before = (move: string, nth = 1) =>
  TutorialRun.before<State, State>(game, tutorial, asks(move), nth);

describe('the Disc Battle tutorial, played on the real rules', () => {
  it('every step is accepted, every wrong decision explained, and the run completes', () => {
    expect(tutorialProblems(game, tutorial)).toEqual([]);
  });

  it('is wired into the module and the lobby', async () => {
    expect((await module.tutorial!()).default).toBe(tutorial);
    expect(module.meta.tutorialMinutes).toBe(tutorial.minutes);
  });

  it('asks each time for the first control of its kind in the dock: a quick choice, or the first reaction', () => {
    for (let index = 0; index < tutorial.steps.length; index++) {
      const expected = tutorial.steps[index].expect;
      if (!expected) continue;
      const run = new TutorialRun(game, tutorial, index);
      const G = run.state.G;
      if (expected.move === 'react') {
        expect(G.reaction?.options[0], `step ${index + 1}`).toBe(expected.args![0]);
        continue;
      }
      const { quick } = sortChoices(G, TRON, enumerate(G, run.ctx, TRON));
      const first = quick.find((choice) => choice.move === expected.move);
      expect(first && { move: first.move, args: first.args }, `step ${index + 1}`).toEqual(
        expected,
      );
    }
  });

  it('every program keeps its five cards: held, face up, in the deck or used', () => {
    for (let step = 0; step < tutorial.steps.length; step++) {
      const G = new TutorialRun(game, tutorial, step).state.G;
      for (const seat of [TRON, SARK]) {
        const count = (cards: string[]) => cards.filter((card) => card === seat).length;
        const cards =
          G.programs[seat].held + count(G.deck) + count(G.used) + (G.flipped === seat ? 1 : 0);
        expect(cards, `${seat} at step ${step + 1}`).toBe(CARDS_PER_PROGRAM);
      }
    }
  });

  it('a Move takes Tron 4″ toward Sark, and Sark throws at Tron', () => {
    const G = before('moveBase').takeStep();
    expect(G.programs[TRON].centre).toEqual({ x: 12, y: 8 });
    expect(G.reaction).toMatchObject({
      reactor: TRON,
      discOwner: SARK,
      options: ['block', 'dodge'],
    });
  });

  it('a Block spends the held card and leaves Sark’s disc live', () => {
    const G = before('react').takeStep();
    expect(G.programs[TRON].held).toBe(0);
    expect(G.programs[SARK].disc).not.toBeNull();
    expect(G.flipped).toBe(TRON);
  });

  it('a Throw at Sark: Sark Dodges with its held card', () => {
    const G = before('throwDisc').takeStep();
    expect(G.programs[TRON].disc).not.toBeNull();
    expect(G.programs[SARK]).toMatchObject({ held: 0, prone: false, derezzed: false });
  });

  it('holding a card, then Catching the returning disc with it', () => {
    expect(before('hold').takeStep().programs[TRON].held).toBe(1);
    const G = before('react', 2).takeStep();
    expect(G.programs[TRON]).toMatchObject({ held: 0, disc: null });
  });

  it('with no card held, both programs dive Prone; standing up, Tron’s disc De-Rezzes Sark', () => {
    const run = before('throwDisc', 2);
    const thrown = run.takeStep();
    expect(thrown.programs[SARK].prone).toBe(true);
    expect(thrown.programs[TRON].prone).toBe(true);
    const stood = run.takeStep();
    expect(stood.programs[TRON].prone).toBe(false);
    expect(stood.programs[SARK].derezzed).toBe(true);
    expect(stood.result).toEqual({ winner: TRON, winners: [TRON] });
    expect(run.complete).toBe(true);
  });
});
