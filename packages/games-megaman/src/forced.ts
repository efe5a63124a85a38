/**
 * Decisions taken for the player at once. A seat with an empty hand (its size is public) has
 * nothing to add from it: when the rules then leave one choice, the other seat can see that
 * too (the resources in play and the power gauge's size are on the table). Choosing the destiny
 * of a blast among the revealed cards is public as well. A single choice that depends on the
 * cards in a hidden hand stays the player's.
 */
import type { ForcedMove } from '@gridplay/core';
import { zoneSize } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { enumerate } from './ai';
import type { AnyState } from './state';

export function forcedMove(
  { G, ctx }: { G: AnyState; ctx: Ctx },
  playerID: PlayerID,
): ForcedMove | undefined {
  const pending = G.pending;
  if (!pending || pending.seat !== playerID) return undefined;
  const choices = enumerate(G, ctx, playerID);
  if (choices.length !== 1) return undefined;
  if (pending.stage === 'chooseDestiny')
    return { choice: choices[0], because: 'only one revealed card could be chosen' };
  if (zoneSize(G.seats[playerID].hand) === 0)
    return { choice: choices[0], because: 'your hand is empty and nothing else can be done' };
  return undefined;
}
