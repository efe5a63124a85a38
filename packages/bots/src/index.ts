/**
 * Fair AI opponents: information-set MCTS that decides from a seat's playerView only. See
 * README.md in this folder.
 */
export {
  DIFFICULTIES,
  BUDGETS,
  budgetOf,
  isDifficulty,
  sharedTimeMs,
  type Difficulty,
  type SearchBudget,
} from './difficulty';
export { decideMove, searchDecision, type DecideMoveRequest } from './decide-move';
export {
  coachAdvice,
  COACH_CHOICES,
  COACH_DIFFICULTY,
  type CoachAdvice,
  type CoachChoice,
  type CoachRequest,
} from './coach';
export { choiceWords, plainChoiceWords } from './coach-words';
export { FairBot, fairBotClass, toBotAction, type FairBotOptions } from './fair-bot';
export { mergeSearches, searchesPerSeat, searchSeed, type RootStatistics } from './root-parallel';
export { searchMove, type SearchOptions, type SearchResult, type MoveStatistics } from './ismcts';
export { MissingDeterminizeError, worldSampler, type WorldSampler } from './sample-world';
export {
  BLUFF_SHARE,
  choiceLikelihood,
  inferringSampler,
  infers,
  logLikelihood,
  usableObservations,
  type InferenceOptions,
  type Observation,
} from './inference';
export { publicChoice, type ArenaPlayer } from './arena';
export { referenceChoice } from './bot-check';
export { observationsFrom, OBSERVATIONS_SENT, type MatchMoment } from './observations';
export { scriptedReference, steadyRandom } from './reference';
export { policyRollout, policyShares, sampleShare, type Policy } from './policy';
export { gameoverRewards, cutoffRewards, type Rewards } from './rewards';
export {
  FastSimulator,
  ReducerSimulator,
  simulatorFor,
  type Simulation,
  type SimulationEngine,
  type Simulator,
} from './simulator';
export { wilson } from './wilson';
export { botRandom } from './bot-random';
