/**
 * The refusal every decision of a one-seat-at-a-time game shares (`pending-decision.ts`): the
 * move is not this seat's to make now. Said in the game's words: who is awaited, and what is
 * being decided instead of what the move answers.
 */
import type { Decision } from './pending-decision';

export interface DecisionWords<Stage extends string> {
  /** A seat as a sentence names it ("the MCP", "the Machines"). */
  seatInSentence: (seat: string) => string;
  /** What a stage decides, after "now it is …" ("the counter", "choosing a casualty"). */
  stages: Readonly<Record<Stage, string>>;
}

/**
 * A game's `notYourDecision(context, ...stages)` for its moves' `check`: why `playerID` may not
 * take a decision of one of `stages` now, or undefined when it may.
 */
export function notYourDecisionIn<Stage extends string>(words: DecisionWords<Stage>) {
  return (
    { G, playerID }: { G: { pending: Decision<Stage> | null }; playerID?: string | null },
    ...stages: Stage[]
  ): string | undefined => {
    const pending = G.pending;
    if (!pending) return 'Nothing is waiting for a decision.';
    if (pending.seat !== playerID) return `Waiting for ${words.seatInSentence(pending.seat)}.`;
    if (!stages.includes(pending.stage))
      return `That is not the decision being asked for: now it is ${words.stages[pending.stage]}.`;
    return undefined;
  };
}

/**
 * A game's status-bar `prompt` (the module's `prompt` hook) for such a game: to the seat awaited,
 * what its stage asks ("Counter Sark (3/5) with Skill cards or pass"); to everyone else, who is
 * awaited; nothing once the match is over or nothing is pending.
 */
export function decisionPromptIn<
  G extends { pending: Decision<Stage> | null },
  Stage extends string,
>(
  words: Pick<DecisionWords<Stage>, 'seatInSentence'> & {
    /** What each stage asks of the seat, from the state it reads (the attack, the contest…). */
    asks: Readonly<Record<Stage, (G: G) => string>>;
  },
) {
  return ({ G, ctx }: { G: G; ctx: { gameover?: unknown } }, playerID: string | null): string => {
    const pending = G.pending;
    if (!pending || ctx.gameover !== undefined) return '';
    if (pending.seat !== playerID) return `Waiting for ${words.seatInSentence(pending.seat)}`;
    return words.asks[pending.stage](G);
  };
}
