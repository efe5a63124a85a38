/**
 * Step 5 (seed "Turn Sequence"; RULINGS §3): once every card has been turned up and used or
 * held, the used cards are shuffled back and the next turn starts. Held cards stay held. Ten
 * turns in a row without a De-Rez end the match in a draw.
 */
import { narrate } from '@gridplay/core';
import { STALEMATE_TURNS } from '../options';
import { standingSeats } from '../rules';
import type { State } from '../state';

/** Start the next turn with the used cards; false when the match ends in a draw instead. */
export function startNextTurn(G: State): boolean {
  G.quietTurns = G.derezThisTurn ? 0 : G.quietTurns + 1;
  G.derezThisTurn = false;
  if (G.quietTurns >= STALEMATE_TURNS) {
    G.result = { draw: true, standing: standingSeats(G), reason: 'stalemate' };
    narrate(G, `${STALEMATE_TURNS} turns without a De-Rez: the match is a draw.`);
    return false;
  }
  // No order is kept (cards.ts): the cards are "shuffled" by drawing each at random when flipped.
  G.deck = [...G.used].sort();
  G.used = [];
  G.turn += 1;
  return true;
}
