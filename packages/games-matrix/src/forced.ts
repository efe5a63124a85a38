/**
 * Decisions taken for the player at once. In a contest a side may play an Event from its hand or
 * pass, and when characters come into play it may bring one in from its hand or pass: with an
 * empty hand (its size is on the table) passing is the only choice, and the other side can see
 * that too. A pass that comes from what a hidden hand lacks stays the player's (or the opt-in
 * auto-pass's), and so does every other decision: the bot's `enumerate` offers a narrowed set of
 * choices there, not every move the rules allow.
 */
import { onlyPendingChoice, zoneSize, type ForcedMoveRule } from '@gridplay/core';
import { enumerate } from './legal-moves';
import type { AnyState, Seat, Stage } from './state';

const PASS_IS_ALL_AN_EMPTY_HAND_CAN_DO: readonly Stage[] = ['contest', 'bringIn'];

export const forcedMove: ForcedMoveRule<AnyState> = ({ G, ctx }, playerID) => {
  const only = onlyPendingChoice(G.pending, playerID, () => enumerate(G, ctx, playerID));
  if (!only || !PASS_IS_ALL_AN_EMPTY_HAND_CAN_DO.includes(only.stage)) return undefined;
  if (zoneSize(G.seats[playerID as Seat].hand) !== 0) return undefined;
  if (!('move' in only.choice) || only.choice.move !== 'pass') return undefined;
  return { choice: only.choice, because: 'your hand is empty, so you pass' };
};
