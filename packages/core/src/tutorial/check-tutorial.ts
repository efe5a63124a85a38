/**
 * What a game's tutorial test asks (`expect(tutorialProblems(module.game, tutorial)).toEqual([])`):
 * every step's decision is accepted by the real rules with the player's seat to act, every
 * scripted reply too, the run ends complete, and at each step another legal decision is answered
 * with an explanation and changes nothing.
 */
import type { GridplayGame } from '../contract/game-module';
import { activePlayersOf } from '../rules/why-refused';
import type { Tutorial } from './tutorial';
import { TutorialRun } from './tutorial-run';

export function tutorialProblems<G, View>(
  game: GridplayGame<G, View>,
  tutorial: Tutorial<G>,
): string[] {
  const problems: string[] = [];
  let run: TutorialRun<G, View>;
  try {
    run = new TutorialRun(game, tutorial);
  } catch (error) {
    return [String((error as Error).message)];
  }
  while (!run.complete) {
    const index = run.step + 1;
    const step = run.current!;
    if (step.expect) {
      if (!activePlayersOf(run.ctx).includes(tutorial.seat))
        problems.push(`step ${index}: the player's seat is not to act, so nothing can be clicked`);
      const other = game.ai
        .enumerate(run.view(), run.ctx, tutorial.seat)
        .find(
          (choice) =>
            'move' in choice &&
            (choice.move !== step.expect!.move ||
              (step.expect!.args !== undefined &&
                JSON.stringify(choice.args ?? []) !== JSON.stringify(step.expect!.args))),
        );
      if (other && 'move' in other) {
        const before = JSON.stringify(run.state.G);
        const answer = run.attempt({ move: other.move, args: other.args });
        if (answer.ok)
          problems.push(`step ${index}: another decision (${other.move}) was accepted`);
        else if (!answer.explanation)
          problems.push(`step ${index}: a wrong decision gets no words`);
        if (JSON.stringify(run.state.G) !== before)
          problems.push(`step ${index}: a wrong decision changed the position`);
      }
      // A step that leaves the arguments open is played with the first the rules offer.
      const decision = run.decisionFor(step.expect);
      const result = run.attempt(decision);
      if (!result.ok) {
        problems.push(`step ${index}: its decision is refused: ${result.explanation}`);
        return problems;
      }
    } else run.next();
  }
  return problems;
}
