/**
 * Decisions taken for the player at once. In a contest a side may play an Event from its hand or
 * pass, and when characters come into play it may bring one in from its hand or pass: with an
 * empty hand (its size is on the table) passing is the only choice, and the other side can see
 * that too. A pass that comes from what a hidden hand lacks stays the player's (or the opt-in
 * auto-pass's), and so does every other decision: the bot's `enumerate` offers a narrowed set of
 * choices there, not every move the rules allow.
 */
import { zoneSize, type ForcedMove } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { enumerate } from './ai';
import type { AnyState, Stage } from './state';

const PASS_IS_ALL_AN_EMPTY_HAND_CAN_DO: readonly Stage[] = ['contest', 'bringIn'];

export function forcedMove(
  { G, ctx }: { G: AnyState; ctx: Ctx },
  playerID: PlayerID,
): ForcedMove | undefined {
  const pending = G.pending;
  if (!pending || pending.seat !== playerID) return undefined;
  if (!PASS_IS_ALL_AN_EMPTY_HAND_CAN_DO.includes(pending.stage)) return undefined;
  if (zoneSize(G.seats[playerID].hand) !== 0) return undefined;
  const choices = enumerate(G, ctx, playerID);
  if (choices.length !== 1 || !('move' in choices[0]) || choices[0].move !== 'pass')
    return undefined;
  return { choice: choices[0], because: 'your hand is empty, so you pass' };
}
