export {
  COACH_MAX_CHARACTERS,
  defineTutorial,
  targetsOf,
  type Tutorial,
  type TutorialDecision,
  type TutorialStep,
  type TutorialTarget,
} from './tutorial';
export { TutorialRun, type AttemptResult } from './tutorial-run';
export { asks, says, type StepPick } from './step-pick';
export { tutorialProblems } from './check-tutorial';
