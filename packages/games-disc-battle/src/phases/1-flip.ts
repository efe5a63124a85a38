/**
 * Step 1 of a turn (seed "Turn Sequence"): flip over the top Action Card. Its program is the one
 * that acts next, so boardgame.io's turn order follows the flipped card rather than the seats.
 */
import type { Randomness } from '@gridplay/core';
import { drawCard } from '../cards';
import type { State } from '../state';

/** Flip the next card face up (the deck still holds one). */
export function flipCard(G: State, random: Randomness): void {
  G.flipped = drawCard(G, random);
}

const flippedPosition = ({ G, ctx }: { G: State; ctx: { playOrder: string[] } }) =>
  Math.max(0, ctx.playOrder.indexOf(G.flipped ?? ''));

/** The turn belongs to whoever owns the face-up card (drawn at random at flip time). */
export const flipOrder = { first: flippedPosition, next: flippedPosition };
