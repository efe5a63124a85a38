/**
 * Every move the seat to act may make now — what `game.ai.enumerate` is, and what the board, the
 * forced move and the reference player read. It reads a seat's view: only what is public.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@gridplay/core';
import { FACES, type Face } from './dice';
import { diceOnTable, lowestQuantity } from './rules';
import type { State, View } from './state';

/**
 * Quantities offered to the AI for each face: only the lowest that beats the bid. Every higher
 * bid is legal on the board, but offering jumps splits the bot's search: at 200 iterations a
 * decision, this bot won 29 of 30 two-player games against the same bot offered the lowest three
 * quantities a face, and 16 of 20 against the lowest two (seeded games, seats alternating;
 * `npx tsx bench/offered-bids.ts --against 3` repeats it).
 */
export const QUANTITIES_PER_FACE = 1;

/** The bids offered to the AI now: for each face it may bid, the lowest quantity that beats the bid. */
export function bidChoices(G: State | View): { quantity: number; face: Face }[] {
  const onTable = diceOnTable(G);
  const choices: { quantity: number; face: Face }[] = [];
  for (const { face } of FACES) {
    const lowest = lowestQuantity(G.bid, face, G.palifico);
    if (lowest === null) continue;
    for (let q = lowest; q < lowest + QUANTITIES_PER_FACE && q <= onTable; q++)
      choices.push({ quantity: q, face });
  }
  return choices;
}

/** Every decision the player to act may take: bids, then Dudo and Calza once there is a bid. */
export function enumerate(G: State | View, ctx: Ctx, playerID: PlayerID): AiMove[] {
  if (ctx.gameover !== undefined || ctx.currentPlayer !== playerID) return [];
  const moves: AiMove[] = bidChoices(G).map(({ quantity, face }) => ({
    move: 'bid',
    args: [quantity, face],
  }));
  if (G.bid) {
    moves.push({ move: 'dudo' });
    if (G.options.calza) moves.push({ move: 'calza' });
  }
  return moves;
}
