/**
 * The draw choices of the Zion (Humans) and Zero-One (Machines) phases: draw the top two, take
 * any one card from the deck, or (Machines only) take a Character back from the discard. The
 * deck is shuffled afterwards whichever was chosen.
 */
import { defineMove, type CheckContext, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardDef, cardName, isCharacter } from '../cards';
import { drawCards, shuffleDeck } from '../effects';
import { act } from '../phases/flow';
import { defOf } from '../rules';
import { MACHINES, SeatName, type AnyState, type MatrixState, type Seat } from '../state';
import { notYourDecision } from './common';

/** The designs the seat could take from its own deck (its view lists the deck, order hidden). */
export function deckDesigns(G: AnyState, seat: Seat): string[] {
  const piles = G.seats[seat] as { deck: unknown; deckContents?: string[] };
  const deck = Array.isArray(piles.deck) ? (piles.deck as string[]) : (piles.deckContents ?? []);
  return [...new Set(deck.map(defOf))].sort();
}

export function takeRefusal(G: AnyState, seat: Seat, design: string): string | undefined {
  if (!deckDesigns(G, seat).includes(design)) {
    const known = (() => {
      try {
        return cardDef(design).name;
      } catch {
        return undefined;
      }
    })();
    return known ? `No ${known} is left in your deck.` : `There is no card called "${design}".`;
  }
  return undefined;
}

export function recallRefusal(G: AnyState, seat: Seat, card: string): string | undefined {
  if (seat !== MACHINES) return 'Only the Machines may take a card back from their discard.';
  if (!G.seats[seat].discard.includes(card)) return 'That card is not in your discard pile.';
  if (!isCharacter(card)) return `${cardName(card)} is not a Character card.`;
  return undefined;
}

function drawn(G: MatrixState, seat: Seat, random: Parameters<typeof shuffleDeck>[2]) {
  shuffleDeck(G, seat, random);
  G.pending = act(seat, 'bringIn');
}

const isDrawing = (c: CheckContext<MatrixState>) => notYourDecision(c, 'draw');

export const drawTwo = defineMove<MatrixState, []>({
  args: z.tuple([]),
  check: (c) => isDrawing(c),
  apply: ({ G, playerID, random, events }) => {
    drawCards(G, playerID as Seat, 2, random);
    drawn(G, playerID as Seat, random);
    followPendingDecision(G, events);
  },
  describe: ({ playerID }) => `${SeatName(playerID)} draw the top two cards of their deck`,
});

export const takeCard = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, design) => isDrawing(c) ?? takeRefusal(c.G, c.playerID as Seat, design),
  apply: ({ G, playerID, random, events }, design) => {
    const piles = G.seats[playerID as Seat];
    const index = piles.deck.findIndex((card) => defOf(card) === design);
    piles.hand.push(...piles.deck.splice(index, 1));
    drawn(G, playerID as Seat, random);
    followPendingDecision(G, events);
  },
  // Which card was taken is secret: the log says only that one was.
  describe: ({ playerID }) => `${SeatName(playerID)} take one card of their choice from their deck`,
  secret: true,
});

export const recallCharacter = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) => isDrawing(c) ?? recallRefusal(c.G, c.playerID as Seat, card),
  apply: ({ G, random, events }, card) => {
    const piles = G.seats[MACHINES];
    piles.discard.splice(piles.discard.indexOf(card), 1);
    piles.hand.push(card);
    drawn(G, MACHINES, random);
    followPendingDecision(G, events);
  },
  describe: (_c, card) => `The Machines take ${cardName(card)} back from their discard`,
});
