/**
 * Names a tutorial's step the way its tests speak of it — "the step that asks for a bid of 1
 * three", "the step whose coach says 'aces are wild'" — for `TutorialRun.before`.
 */
import type { TutorialStep } from './tutorial';

export interface StepPick<G = unknown> {
  test: (step: TutorialStep<G>) => boolean;
  /** Completes "No step of the … tutorial …" when no step is picked. */
  description: string;
}

/** The step that asks for `move`, with arguments starting with `args` (all of them, or none given). */
export function asks<G = unknown>(move: string, ...args: unknown[]): StepPick<G> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    test: (step) =>
      step.expect?.move === move &&
      args.every((arg, i) => step.expect!.args !== undefined && same(step.expect!.args[i], arg)),
    description: `asks for ${move}${args.length ? ` ${JSON.stringify(args)}` : ''}`,
  };
}

/** The step whose coach's words contain `words`. */
export function says<G = unknown>(words: string): StepPick<G> {
  return { test: (step) => step.say.includes(words), description: `says “${words}”` };
}
