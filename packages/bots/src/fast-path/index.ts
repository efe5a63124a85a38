/**
 * The fast path: a game's own rules run without boardgame.io's reducer bookkeeping, for bots and
 * the balance tool. See fast-rules.ts for what is left out and why, differential.ts for the proof
 * that it plays the same game (its own entry, `@gridplay/bots/fast-path/differential`: it runs in
 * Node only, and the browser's bot imports this index).
 */
export {
  FastRules,
  fastPathSupports,
  type FastAction,
  type FastState,
  type StepResult,
} from './fast-rules';
export { FastPlayout } from './playout';
