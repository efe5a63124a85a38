/**
 * Decisions taken for the player at once. Most of a seat's one-button decisions are a pass
 * because its hidden hand holds nothing usable: taking those at once would tell the opponent, by
 * timing, what the hand lacks, so they stay the player's (or the opt-in auto-pass's, after a
 * random pause). Only a single choice that the opponent can work out too is taken:
 * an empty hand (its size is public) can only pass. (The other public single choices, one
 * program to derez or no User to Re-Energize with, the rules already resolve without asking.)
 */
import type { ForcedMove } from '@gridplay/core';
import { zoneSize } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { enumerate } from './ai';
import type { AnyState, Seat } from './state';

export function forcedMove(
  { G, ctx }: { G: AnyState; ctx: Ctx },
  playerID: PlayerID,
): ForcedMove | undefined {
  const pending = G.pending;
  if (!pending || pending.seat !== playerID) return undefined;
  const choices = enumerate(G, ctx, playerID);
  if (choices.length !== 1) return undefined;
  if (zoneSize(G.seats[playerID as Seat].hand) === 0)
    return { choice: choices[0], because: 'your hand is empty, so you pass' };
  return undefined;
}
