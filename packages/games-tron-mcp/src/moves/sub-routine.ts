/** Phase 8: one Sub-Routine card at a time, MCP first; X cards and Matter Transform Sequence excluded. */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardDef } from '../cards';
import { resolveSubRoutine } from '../effects';
import { afterSubRoutineAction } from '../phases/8-sub-routine';
import { defOf, handOf } from '../rules';
import { SeatName, opponentOf, type AnyState, type Seat, type TronMcpState } from '../state';
import { notYourDecision } from './common';

/** The card designs the seat can take with Location Query (its own deck, order unseen). */
export function searchableDesigns(G: AnyState, seat: Seat): string[] {
  const piles = G.seats[seat];
  const contents = Array.isArray(piles.deck)
    ? piles.deck
    : 'deckContents' in piles
      ? (piles.deckContents ?? [])
      : [];
  return [...new Set(contents.map(defOf))].sort();
}

export function subRoutineRefusal(
  G: AnyState,
  seat: Seat,
  card: string,
  pick?: string,
): string | undefined {
  if (!handOf(G, seat).includes(card)) return 'That card is not in your hand.';
  const def = cardDef(card);
  if (def.kind !== 'subroutine') return `${def.name} is not a Sub-Routine card.`;
  if (def.response) return `${def.name} is played only as a response, in its window.`;
  if (def.effect === 'matterTransform')
    return 'Matter Transform Sequence is played only with Flynn, in Program Execute.';
  if (def.needsUser) return `${def.name} is a U card: it needs Flynn in play.`;
  if (def.effect === 'search') {
    if (pick === undefined) return 'Name the card to take from your deck.';
    if (!searchableDesigns(G, seat).includes(pick)) return 'There is no such card in your deck.';
  } else if (pick !== undefined) {
    return `${def.name} takes no target.`;
  }
  return undefined;
}

export const playSubRoutine = defineMove<TronMcpState, [card: string, pick?: string]>({
  args: z.union([z.tuple([z.string()]), z.tuple([z.string(), z.string()])]),
  check: (c, card, pick) =>
    notYourDecision(c, 'subRoutine') ?? subRoutineRefusal(c.G, c.playerID as Seat, card, pick),
  apply: ({ G, playerID, random, events }, card, pick) => {
    resolveSubRoutine(G, playerID as Seat, card, pick, random);
    afterSubRoutineAction(G, false);
    followPendingDecision(G, events);
  },
  describe: ({ playerID }, card) => {
    const who = SeatName(playerID);
    const def = cardDef(card);
    const what: Record<string, string> = {
      search: 'takes a card from the deck, then shuffles',
      reshuffle: 'shuffles the discard into the deck',
      drawTwo: 'draws 2 cards',
      randomDiscardTwo: `${SeatName(opponentOf(playerID as Seat))} discards 2 cards at random`,
      progressReport: 'looks at the next 10 cards of the deck',
      peekHand: `looks at ${opponentOf(playerID as Seat) === '0' ? 'Tron' : 'the MCP'}'s hand`,
    };
    return `${who} plays ${def.name}: ${what[def.effect ?? ''] ?? ''}`.trim();
  },
  // Location Query names the card taken into a hidden hand.
  secret: true,
});
