/**
 * Decisions taken for the player at once. A seat with an empty hand (its size is public) has
 * nothing to add from it: when the rules then leave one choice, the other seat can see that
 * too (the resources in play and the power gauge's size are on the table). Choosing the destiny
 * of a blast among the revealed cards is public as well. A single choice that depends on the
 * cards in a hidden hand stays the player's.
 */
import { onlyPendingChoice, zoneSize, type ForcedMoveRule } from '@gridplay/core';
import { enumerate } from './legal-moves';
import type { AnyState, Seat } from './state';

export const forcedMove: ForcedMoveRule<AnyState> = ({ G, ctx }, playerID) => {
  const only = onlyPendingChoice(G.pending, playerID, () => enumerate(G, ctx, playerID));
  if (!only) return undefined;
  if (only.stage === 'chooseDestiny')
    return { choice: only.choice, because: 'only one revealed card could be chosen' };
  if (zoneSize(G.seats[playerID as Seat].hand) === 0)
    return { choice: only.choice, because: 'your hand is empty and nothing else can be done' };
  return undefined;
};
