/**
 * The fair bot's knowledge of the game: how it guesses what it cannot see, scores a table and
 * plays out a round (what it may choose is `legal-moves.ts`). It starts from a seat's view: the
 * other cups are only their sizes.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import {
  isHidden,
  randomIndex,
  type AiMove,
  type BotSupport,
  type Randomness,
} from '@gridplay/core';
import { ACE, type Face } from './dice';
import { rollCup } from './phases/1-roll';
import { reference } from './reference-bot';
import { diceOf, diceOnTable } from './rules';
import type { State, View } from './state';

/** How many dice of `face` `seat` can expect on the table: its own, plus a share of the rest. */
function expected(G: State, seat: PlayerID, face: Face): number {
  const wild = !G.palifico && face !== ACE;
  const cup = G.cups[seat];
  const mine = cup.filter((die) => die === face || (wild && die === ACE)).length;
  return mine + (diceOnTable(G) - cup.length) * (wild ? 2 / 6 : 1 / 6);
}

/** Re-roll every cup this seat cannot see; its own cup and all that is public stay. */
export function determinize(view: View, _ctx: Ctx, _seat: PlayerID, random: Randomness): State {
  const cups: State['cups'] = {};
  for (const [seat, cup] of Object.entries(view.cups))
    cups[seat] = isHidden(cup) ? rollCup(random, cup.size) : [...cup];
  return { ...view, cups };
}

/** A seat's share of the dice on the table: more dice, more Dudos to survive. */
export function evaluate(G: State, ctx: Ctx, seat: PlayerID): number {
  const over = ctx.gameover as { winner?: string } | undefined;
  if (over) return over.winner === seat ? 1 : 0;
  return diceOf(G, seat) / diceOnTable(G);
}

/**
 * Rollouts play like a cautious player who sees only its own cup: Dudo when the bid is well
 * above what it can expect, else the offered bid it finds most likely.
 */
export function rollout(G: State, _ctx: Ctx, seat: PlayerID, moves: AiMove[], random: Randomness) {
  const dudo = moves.find((m) => 'move' in m && m.move === 'dudo');
  if (G.bid && dudo && G.bid.quantity > expected(G, seat, G.bid.face) + 0.5) return dudo;
  let best: AiMove[] = [];
  let bestMargin = -Infinity;
  for (const choice of moves) {
    if (!('move' in choice) || choice.move !== 'bid') continue;
    const [quantity, face] = choice.args as [number, Face];
    const margin = expected(G, seat, face) - quantity;
    if (margin > bestMargin + 1e-9) [best, bestMargin] = [[choice], margin];
    else if (Math.abs(margin - bestMargin) <= 1e-9) best.push(choice);
  }
  const pool = best.length > 0 ? best : moves;
  return pool[randomIndex(random, pool.length)];
}

/** How sharply the policy prefers a likelier choice: e^(1.5 × dice of margin). */
const SHARPNESS = 1.5;

/**
 * The expected-count bidder, as weights (core's `bot.policy`: the search's prior, and the
 * bot-check's policy player). A bid weighs e^(1.5 × margin), its margin being the dice of its
 * face this seat can expect on the table (its own cup, plus a share of the rest) less the
 * quantity bid. Dudo weighs as much as a bid whose margin is the current bid's excess over its
 * expected count, less half a die: it wins over every raise when the bid is more unlikely than the
 * best raise is likely. Calza, right only on the exact count, weighs little and less the further
 * the bid is from it.
 */
export function policy(G: State, _ctx: Ctx, seat: PlayerID, moves: AiMove[]): number[] {
  return moves.map((choice) => {
    if (!('move' in choice)) return 0;
    if (choice.move === 'bid') {
      const [quantity, face] = choice.args as [number, Face];
      return Math.exp(SHARPNESS * (expected(G, seat, face) - quantity));
    }
    if (!G.bid) return 0;
    const excess = G.bid.quantity - expected(G, seat, G.bid.face);
    if (choice.move === 'dudo') return Math.exp(SHARPNESS * (excess - 0.5));
    if (choice.move === 'calza') return 0.3 * Math.exp(-2 * SHARPNESS * Math.abs(excess));
    return 0;
  });
}

/**
 * For inference (core's `bot.recall`): a bid of this round was made with the cups the world deals
 * now — dice stay under the cup until the round's Dudo or Calza. An earlier round's cups are gone
 * (re-rolled), so its bids tell nothing about them.
 */
export function recall(world: State, past: View, _ctx: Ctx, _actor: PlayerID): State | undefined {
  return past.round === world.round ? { ...past, cups: world.cups } : undefined;
}

export const bot: BotSupport<State, View> = {
  determinize,
  evaluate,
  rollout,
  policy,
  recall,
  reference,
};
