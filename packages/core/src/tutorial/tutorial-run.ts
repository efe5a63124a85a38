/**
 * Plays a tutorial on the real rules: the player's decision is checked against the step's, the
 * rules judge it, the scripted replies follow, and the next step's position is set up. A wrong
 * decision changes nothing and is explained. The run is rebuilt from its step index alone (every
 * step before it replayed), so progress is one number to keep, and a step can be played again.
 */
import type { Ctx, LogEntry, PlayerID, State } from 'boardgame.io';
import type { GridplayGame } from '../contract/game-module';
import { LocalMatch } from '../simulate/local-match';
import type { StepPick } from './step-pick';
import type { Tutorial, TutorialDecision, TutorialStep } from './tutorial';

export type AttemptResult =
  | { ok: true }
  | {
      ok: false;
      explanation: string;
      /** The rules refused it (not just another decision). */ refused?: boolean;
    };

export class TutorialRun<G = unknown, View = G> {
  readonly tutorial: Tutorial<G>;
  private readonly game: GridplayGame<G, View>;
  private match!: LocalMatch<G, View>;
  private entries: LogEntry[] = [];
  /** The step the player is on; `steps.length` once the tutorial is complete. */
  step = 0;

  constructor(game: GridplayGame<G, View>, tutorial: Tutorial<G>, step = 0) {
    this.game = game;
    this.tutorial = tutorial;
    this.goTo(step);
  }

  get complete(): boolean {
    return this.step >= this.tutorial.steps.length;
  }

  get current(): TutorialStep<G> | undefined {
    return this.tutorial.steps[this.step];
  }

  get state(): State<G> {
    return this.match.state;
  }

  get ctx(): Ctx {
    return this.match.ctx;
  }

  /** The log so far, as a match page shows it. */
  get log(): readonly LogEntry[] {
    return this.entries;
  }

  /** What the player's seat sees. */
  view(): View {
    return this.match.view(this.tutorial.seat);
  }

  /** Starts over at `step`: a fresh match, every earlier step played as written. */
  goTo(step: number): void {
    const { tutorial } = this;
    this.match = new LocalMatch(this.game, {
      numPlayers: tutorial.numPlayers,
      seed: tutorial.seed,
      setupData: tutorial.setupData,
    });
    this.entries = [];
    this.step = 0;
    const target = Math.max(0, Math.min(step, tutorial.steps.length));
    this.prepare();
    while (this.step < target) this.takeStep();
  }

  /**
   * The run just before the `nth` step (from 1) that `pick` names, e.g.
   * `TutorialRun.before(game, tutorial, asks('bid', 1, 3))`: how a tutorial's tests reach a step.
   */
  static before<G, View>(
    game: GridplayGame<G, View>,
    tutorial: Tutorial<G>,
    pick: StepPick<G>,
    nth = 1,
  ): TutorialRun<G, View> {
    const picked = tutorial.steps.flatMap((step, index) => (pick.test(step) ? [index] : []));
    const index = picked[nth - 1];
    if (index === undefined)
      throw new Error(
        `No step${nth > 1 ? ` ${nth}` : ''} of the ${tutorial.game} tutorial ${pick.description}`,
      );
    return new TutorialRun(game, tutorial, index);
  }

  /**
   * Takes the current step as written: its own decision (and the scripted replies), or Next on a
   * step that only explains. A step the rules refuse is a broken tutorial, so it throws. Returns
   * the game's state after it.
   */
  takeStep(): G {
    const expected = this.current?.expect;
    const result = expected ? this.attempt(this.decisionFor(expected)) : this.next();
    if (!result.ok)
      throw new Error(
        `${this.tutorial.game} tutorial, step ${this.step + 1}: its own decision is refused: ${result.explanation}`,
      );
    return this.match.state.G;
  }

  /** The player takes a decision. Anything but the step's decision changes nothing. */
  attempt(decision: TutorialDecision): AttemptResult {
    const step = this.current;
    if (!step) return { ok: false, explanation: 'The tutorial is complete.' };
    const expected = step.expect;
    if (!expected || !matches(expected, decision))
      return {
        ok: false,
        explanation:
          step.otherwise ??
          (expected ? 'Not yet: follow the highlighted control.' : 'Press Next to go on.'),
      };
    const result = this.play(this.tutorial.seat, decision);
    if (!result.ok) return { ok: false, explanation: result.reason, refused: true };
    for (const reply of step.replies ?? []) {
      const answered = this.play(reply.seat, reply);
      if (!answered.ok)
        throw new Error(
          `${this.tutorial.game} tutorial, step ${this.step + 1}: the scripted reply ${reply.move} is refused: ${answered.reason}`,
        );
    }
    this.step++;
    this.prepare();
    return { ok: true };
  }

  /** Goes on from a step that only explains. */
  next(): AttemptResult {
    if (this.current?.expect)
      return {
        ok: false,
        explanation: this.current.otherwise ?? 'Take the highlighted decision first.',
      };
    if (this.complete) return { ok: false, explanation: 'The tutorial is complete.' };
    this.step++;
    this.prepare();
    return { ok: true };
  }

  /** The step's decision, with the first arguments the rules offer where the step leaves them open. */
  decisionFor(expected: TutorialDecision): TutorialDecision {
    if (expected.args) return expected;
    const offered = this.game.ai
      .enumerate(this.view(), this.ctx, this.tutorial.seat)
      .find((choice) => 'move' in choice && choice.move === expected.move);
    return offered && 'move' in offered ? { move: offered.move, args: offered.args } : expected;
  }

  private play(seat: PlayerID, decision: TutorialDecision) {
    const result = this.match.move(seat, decision.move, ...(decision.args ?? []));
    if (result.ok) {
      const deltalog = (this.match.state as { deltalog?: LogEntry[] }).deltalog ?? [];
      this.entries = [...this.entries, ...deltalog];
    }
    return result;
  }

  /** Sets up the current step's position. */
  private prepare(): void {
    const setup = this.current?.setup;
    if (setup) this.match.patch(setup);
  }
}

/** The player's decision is the step's: the same move, and the same arguments where they matter. */
function matches(expected: TutorialDecision, decision: TutorialDecision): boolean {
  if (expected.move !== decision.move) return false;
  if (!expected.args) return true;
  return JSON.stringify(expected.args) === JSON.stringify(decision.args ?? []);
}
