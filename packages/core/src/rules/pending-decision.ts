/**
 * Games whose rules ask one seat at a time for one decision (tron-mcp, matrix): the state holds
 * the decision waiting to be taken (`pending`: which seat, which stage), every phase runs its
 * rule text on entry and ends once nothing is pending, and boardgame.io's active players simply
 * follow `pending`. The flow then reads like the rulebook: a list of phases, each a function that
 * does what the phase says and leaves the next decision in `pending`.
 */
import type { FnContext, MoveMap, PhaseConfig, PlayerID, StageMap } from 'boardgame.io';
import type { AiMove } from '../contract/game-module';
import type { Randomness } from '../random';

/** The decision the rules wait for: the seat that takes it and the stage whose moves it offers. */
export interface Decision<Stage extends string = string> {
  seat: string;
  stage: Stage;
}

/** The part of a game's state this flow reads. */
export interface DecisionState {
  pending: Decision | null;
  /** The phase whose start has been carried out (see `decisionPhase`); '' before the first. */
  phaseBegun: string;
}

type SetActivePlayers = (arg: { value: Record<string, string> }) => void;

/** Points boardgame.io's active players at the pending decision (after a move or a phase start). */
export function followPendingDecision(
  G: Pick<DecisionState, 'pending'>,
  events: { setActivePlayers?: SetActivePlayers },
): void {
  if (G.pending) events.setActivePlayers?.({ value: { [G.pending.seat]: G.pending.stage } });
}

/** boardgame.io's stage table from each stage's moves. */
export function stagesFromMoves<G>(movesByStage: Record<string, MoveMap<G>>): StageMap<G> {
  return Object.fromEntries(
    Object.entries(movesByStage).map(([stage, moves]) => [stage, { moves }]),
  );
}

export interface DecisionPhaseSpec<G, Phase extends string> {
  name: Phase;
  /** The phase's rule text, run once on entry; it leaves the first decision in `G.pending`. */
  begin: (G: G, random: Randomness) => void;
  next: Phase;
  start?: boolean;
  stages: StageMap<G>;
}

/**
 * One phase of the round. boardgame.io checks `endIf` before `onBegin` runs, so a phase only ends
 * once its own start has been carried out (`phaseBegun`) and nothing is pending. No moves exist
 * outside a stage: every decision belongs to the seat the rules name.
 */
export function decisionPhase<G extends DecisionState, Phase extends string>(
  spec: DecisionPhaseSpec<G, Phase>,
): PhaseConfig<G> {
  return {
    start: spec.start ?? false,
    next: spec.next,
    moves: {},
    onBegin: ({ G, random }: FnContext<G>) => {
      G.phaseBegun = spec.name;
      spec.begin(G, random);
    },
    endIf: ({ G, ctx }: FnContext<G>) => G.phaseBegun === ctx.phase && G.pending === null,
    turn: {
      order: { first: () => 0, next: () => 0 },
      onBegin: ({ G, events }: FnContext<G>) => followPendingDecision(G, events),
      stages: spec.stages,
    },
  };
}

/**
 * The `phase(name, begin, next, start?)` a game lists its round with, every phase offering the
 * same stage table: `phases: { dataInput: phase('dataInput', beginDataInput, 'gameGrid'), … }`
 * reads as the rulebook's list of phases.
 */
export function decisionPhasesWith<G extends DecisionState, Phase extends string>(
  stages: DecisionPhaseSpec<G, Phase>['stages'],
) {
  return (
    name: Phase,
    begin: DecisionPhaseSpec<G, Phase>['begin'],
    next: Phase,
    start = false,
  ): PhaseConfig<G> => decisionPhase<G, Phase>({ name, begin, next, start, stages });
}

/**
 * The one choice the rules leave `playerID` in the decision pending for it, with that decision's
 * stage; undefined when the decision is another seat's or offers more than one choice. (Whether
 * the table can tell it is the only one, so the apps may take it at once, is the game's
 * `forcedMove` to say.)
 */
export function onlyPendingChoice<Stage extends string>(
  pending: Decision<Stage> | null,
  playerID: PlayerID,
  choices: () => AiMove[],
): { choice: AiMove; stage: Stage } | undefined {
  if (!pending || pending.seat !== playerID) return undefined;
  const [only, ...others] = choices();
  return only && others.length === 0 ? { choice: only, stage: pending.stage } : undefined;
}
