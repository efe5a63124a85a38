/**
 * A tutorial is data a game package writes: a short guided match from the player's seat. Each
 * step may set up a position (the way scenario tests do), says what the coach says, names the
 * decision the player is asked for and the control that takes it, what the coach answers when the
 * player does something else, and how the opponents reply. The engine (`TutorialRun`) plays it
 * on the real rules, so a rules change that breaks a tutorial fails its test.
 */
import type { PlayerID } from 'boardgame.io';

/** At most this many characters of coach's words a step: a tutorial talks in short sentences. */
export const COACH_MAX_CHARACTERS = 280;

/** A control on the board: its `data-move` value, or its `data-choice` value. */
export type TutorialTarget = { move: string } | { choice: string };

/** A decision, as the board submits it: the move's name and, where they matter, its arguments. */
export interface TutorialDecision {
  move: string;
  /** Left out: any arguments are accepted (the rules still judge them). */
  args?: unknown[];
}

export interface TutorialStep<G = unknown> {
  /** The coach's words, at most 280 characters. */
  say: string;
  /** Changes the position before the step starts; return a new G or change the draft. */
  setup?: (G: G) => G | void;
  /**
   * The decision the player is asked for. Left out, the step only explains and the player goes
   * on with "Next".
   */
  expect?: TutorialDecision;
  /**
   * The controls to follow, in order (a card to select, then the button that plays it): the app
   * highlights the last one that is on the board and enabled. Default: the expected move's button.
   */
  targets?: TutorialTarget[];
  /** What the coach says when the player takes another decision (the state stays as it was). */
  otherwise?: string;
  /** The opponents' scripted replies once the player's decision is taken, in order. */
  replies?: readonly { seat: PlayerID; move: string; args?: unknown[] }[];
  /** Said when the decision is taken, before the next step. */
  done?: string;
}

export interface Tutorial<G = unknown> {
  /** The game's id (meta.id). */
  game: string;
  title: string;
  /** About how long it takes, in minutes (the issue asks for 3–8). */
  minutes: number;
  /** The seat the player plays. */
  seat: PlayerID;
  numPlayers: number;
  /** The match's seed: the same deal every time. */
  seed: string;
  setupData?: unknown;
  steps: readonly TutorialStep<G>[];
  /** The last words, with the offer of a match against the easy AI. */
  farewell: string;
}

/** Identity with checks: a tutorial whose words are too long fails at import, not on screen. */
export function defineTutorial<G>(tutorial: Tutorial<G>): Tutorial<G> {
  if (tutorial.steps.length === 0) throw new Error(`${tutorial.game}: a tutorial needs steps`);
  for (const [index, step] of tutorial.steps.entries()) {
    for (const words of [step.say, step.otherwise, step.done]) {
      if (words !== undefined && [...words].length > COACH_MAX_CHARACTERS)
        throw new Error(
          `${tutorial.game} tutorial, step ${index + 1}: the coach says ${[...words].length} characters (at most ${COACH_MAX_CHARACTERS})`,
        );
    }
  }
  return tutorial;
}

/** The controls a step asks the player to follow. */
export function targetsOf(step: TutorialStep<never>): TutorialTarget[] {
  if (step.targets) return step.targets;
  return step.expect ? [{ move: step.expect.move }] : [];
}
