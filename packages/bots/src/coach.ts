/**
 * The coach: "What would the AI do?" for a person's own seat. It runs the fair bot's search
 * (`searchDecision`) on that seat's playerView — the only state it accepts — and answers the
 * root's most visited moves with their estimated chance: the search's mean reward for the move
 * (a won playout counts 1, a lost one 0, one cut short the game's own `bot.evaluate`).
 *
 * For matches against the AI, hotseat and tutorials only; the apps never offer it in online or
 * rated matches, where it would be a second player at the table.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, GameModule } from '@gridplay/core';
import { botRandom } from './bot-random';
import { searchDecision } from './decide-move';
import type { SearchBudget } from './difficulty';
import type { Observation } from './inference';
import { choiceWords, plainChoiceWords } from './coach-words';

/** The coach thinks as long as the "normal" AI: an answer well under a second. */
export const COACH_DIFFICULTY = 'normal';

/** How many choices the coach names. */
export const COACH_CHOICES = 3;

export interface CoachRequest {
  module: GameModule;
  /** The seat's own playerView: everything the coach may know. */
  view: unknown;
  ctx: Ctx;
  seat: PlayerID;
  /** Other seats' public decisions as this seat saw them, as the AI gets them (inference). */
  observations?: readonly Observation[];
  /** Same seed, same view → same advice (when the budget is counted in iterations). */
  seed?: string | number;
  /** Overrides the "normal" budget (tests). */
  budget?: Partial<SearchBudget>;
  /** How many choices to name (default 3). */
  most?: number;
}

export interface CoachChoice {
  choice: AiMove;
  /** The decision in the player's words ("Raises to five 4s"). */
  words: string;
  /**
   * Estimated chance to win after it, in [0, 1]; undefined when nothing was searched (the seat's
   * only choice).
   */
  chance?: number;
  /** Playouts the search gave it: how much the estimate rests on. */
  visits: number;
}

export interface CoachAdvice {
  /** The search's favourites, most visited first (the first is what the AI would play). */
  choices: CoachChoice[];
  /** Search iterations behind the advice. */
  iterations: number;
}

/** The AI's top choices for `seat`, from its view. Empty when the seat has nothing to decide. */
export function coachAdvice(request: CoachRequest): CoachAdvice {
  const { module, view, ctx, seat } = request;
  const search = searchDecision({
    module,
    G: view,
    ctx,
    seat,
    difficulty: COACH_DIFFICULTY,
    seed: request.seed,
    budget: request.budget,
    observations: request.observations,
  });
  // Its own dice for the words, so the search replays exactly as the AI's would from this seed.
  const random = botRandom(request.seed === undefined ? undefined : `${request.seed}/words`);
  const searched = search.iterations > 0;
  const choices = search.moves
    .slice(0, request.most ?? COACH_CHOICES)
    .filter((move) => !searched || move.visits > 0)
    .map(({ choice, visits, value }) => ({
      choice,
      words: choiceWords(module, view, ctx, seat, choice, random),
      chance: searched ? value : undefined,
      visits,
    }));
  return { choices: distinctWords(choices), iterations: search.iterations };
}

/** Choices whose lines read the same (a line that leaves out what is chosen) get their plain names. */
function distinctWords(choices: CoachChoice[]): CoachChoice[] {
  const counts = new Map<string, number>();
  for (const { words } of choices) counts.set(words, (counts.get(words) ?? 0) + 1);
  return choices.map((choice) =>
    counts.get(choice.words)! > 1 ? { ...choice, words: plainChoiceWords(choice.choice) } : choice,
  );
}
