/**
 * Bringing a deck to the table (setup option "chosen by the player", RULINGS §5). Each seat that
 * must bring one decides at once and in secret: a demo deck (public, like one chosen at setup)
 * or a list of its own, read by the same parser and rules as the custom-list option. The move's
 * arguments are redacted from every other seat's log (`secret`), the list is kept only in the
 * seat's `list` (which `view.ts` hides from the others), and its log line names the NetNavi and
 * the deck's size, never a card of it. When the last seat has brought its deck, the deal begins.
 */
import { defineMove } from '@gridplay/core';
import { z } from 'zod';
import { cardDef, fullName } from './cards';
import { customDeckRefusals, demoDeck, parseDeckList, SHIPPED_DECKS } from './decks';
import type { BroughtDeck } from './deck-choice';
import { deal, seatWithDeck } from './setup';
import { seatLabel, type MegaManState, type Seat } from './state';

/** Long enough for a 60-card list written out in full, one card a line. */
const MAX_LIST_LENGTH = 6000;

const brought = z.union([
  z.object({ deck: z.string().max(60) }).strict(),
  z.object({ list: z.string().max(MAX_LIST_LENGTH) }).strict(),
]);

/** The boardgame.io stage of the seats bringing their deck (game.ts). */
export const BRING_STAGE = 'bringDeck';

export const isBringing = (G: { bringing?: readonly string[] }, seat: string | null): boolean =>
  seat !== null && (G.bringing ?? []).includes(seat);

/** Why this deck cannot be brought, in the rules' words (each unreadable line named), or undefined. */
export function broughtDeckRefusal(choice: BroughtDeck): string | undefined {
  if ('deck' in choice)
    return demoDeck(choice.deck)
      ? undefined
      : `There is no shipped deck "${choice.deck}" (there are ${SHIPPED_DECKS.map((d) => d.key).join(', ')}).`;
  const problems = customDeckRefusals(choice.list);
  return problems.length ? problems.join(' ') : undefined;
}

export const bringDeck = defineMove<MegaManState, [BroughtDeck]>({
  args: z.tuple([brought]),
  secret: true,
  // Both seats choose at once: the second choice, sent from the same state, is still taken.
  simultaneous: true,
  check: ({ G, playerID }, choice) =>
    (isBringing(G, playerID) ? undefined : 'Your deck is already at the table.') ??
    broughtDeckRefusal(choice),
  apply: ({ G, playerID, random, events }, choice) => {
    const seat = playerID as Seat;
    G.seats[seat] =
      'deck' in choice
        ? seatWithDeck(seat, choice.deck, demoDeck(choice.deck)!.cards)
        : seatWithDeck(seat, 'custom', parseDeckList(choice.list).list);
    G.bringing = (G.bringing ?? []).filter((other) => other !== seat);
    if (G.bringing.length > 0) {
      // This seat has nothing left to do: only those still choosing are asked (a hotseat
      // screen follows whoever must act, so the next player gets it).
      events.setActivePlayers?.({
        value: Object.fromEntries(G.bringing.map((other) => [other, BRING_STAGE])),
      });
      return;
    }
    delete G.bringing;
    deal(G, random);
    // The first turn is the destiny cut's winner's (`turn.order.next` in game.ts).
    events.endTurn?.();
  },
  describe: ({ playerID }, choice) =>
    'deck' in choice
      ? `${seatLabel(playerID)} brings the ${demoDeck(choice.deck)?.label ?? choice.deck} demo deck.`
      : `${seatLabel(playerID)} brings a deck of their own (${naviOfList(choice.list)}, 60 cards).`,
});

/** The NetNavi a legal list names (public once dealt: it is in play from the start). */
function naviOfList(text: string): string {
  const { list } = parseDeckList(text);
  const navi = Object.keys(list).find((id) => cardDef(id).kind === 'navi');
  return navi ? fullName(cardDef(navi)) : 'a NetNavi';
}
