/** Before round 1: Tron may mulligan a hand with no Program, at most 3 times (RULINGS §1). */
import { cardDef } from '../cards';
import { MAX_MULLIGANS, TRON, type AnyState, type Pending } from '../state';
import { handOf } from '../rules';
import { act } from './flow';

export function hasProgram(hand: readonly string[]): boolean {
  return hand.some((card) => cardDef(card).kind === 'program');
}

export function mulliganRefusal(G: AnyState): string | undefined {
  if (hasProgram(handOf(G, TRON))) return 'You may only mulligan a hand with no Program in it.';
  if (G.mulligans >= MAX_MULLIGANS) return `You have already mulliganed ${MAX_MULLIGANS} times.`;
  return undefined;
}

/**
 * Tron is asked while mulligans remain, whatever his hand holds: being asked must not tell the
 * MCP whether the hand has a Program (only a mulligan actually taken shows that it had none).
 */
export function beginMulligan(G: AnyState): Pending | null {
  return G.mulligans < MAX_MULLIGANS ? act(TRON, 'mulligan') : null;
}
