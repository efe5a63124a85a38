/**
 * Decisions taken for the player at once, and only those that reveal nothing. Most of a seat's
 * one-button decisions are a pass because its hidden hand holds nothing usable: taking those at
 * once would tell the opponent, by timing, what the hand lacks, so they stay the player's (or
 * the opt-in auto-pass's, after a random pause). A single choice is taken only when the opponent
 * can work it out too, from what is open on the table:
 * - an empty hand (its size is public) can only pass;
 * - no card the seat could be holding would do anything else: every copy of the cards that
 *   could answer is already in the open (discarded, in play), e.g. the MCP's one Transport
 *   Disorientation is in his discard, so he can only pass when Tron counters a Game card.
 *   The opponent knows both decklists and sees every open zone, so he knows which cards are
 *   left in hand and deck together (the owner's `deckContents`, without their order): if even
 *   all of them in hand would offer nothing else, no hand could.
 * (The other public single choices, one program to derez or no User to Re-Energize with, the
 * rules already resolve without asking.)
 */
import { isHidden, onlyPendingChoice, zoneSize, type ForcedMoveRule } from '@gridplay/core';
import type { Ctx } from 'boardgame.io';
import { enumerate } from './legal-moves';
import type { AnyState, Seat } from './state';

export const forcedMove: ForcedMoveRule<AnyState> = ({ G, ctx }, playerID) => {
  const seat = playerID as Seat;
  const only = onlyPendingChoice(G.pending, seat, () => enumerate(G, ctx, seat));
  if (!only) return undefined;
  if (zoneSize(G.seats[seat].hand) === 0)
    return { choice: only.choice, because: 'your hand is empty, so you pass' };
  // The opening mulligan is the one choice that more cards can take away (a hand holding a
  // Program may not be mulliganed), so "all the cards in hand" proves nothing there.
  if (only.stage !== 'mulligan' && nothingElseWithAnyHand(G, ctx, seat))
    return {
      choice: only.choice,
      because: 'no card left in your hand or deck could do anything else now',
    };
  return undefined;
};

/** Whether, with every card of the seat's hand and deck in hand at once, the choice stays one. */
function nothingElseWithAnyHand(G: AnyState, ctx: Ctx, seat: Seat): boolean {
  const piles = G.seats[seat];
  // The owner's view lists the deck's contents; the full state holds the deck itself.
  const listed = 'deckContents' in piles ? piles.deckContents : undefined;
  const deck = listed ?? (isHidden(piles.deck) ? undefined : piles.deck);
  if (isHidden(piles.hand) || !deck) return false;
  const everything = { ...piles, hand: [...piles.hand, ...deck] };
  return enumerate({ ...G, seats: { ...G.seats, [seat]: everything } }, ctx, seat).length === 1;
}
