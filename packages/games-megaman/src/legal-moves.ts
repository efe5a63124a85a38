/**
 * Every decision a seat may take now (the game's `ai.enumerate`), read from the full state or
 * from the seat's own view alike: the board offers exactly these, the bots choose among them.
 * Copies of one design are one decision, so each is offered once.
 */
import type { AiMove } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { isBringing } from './bring-deck';
import { cardDef, defOf } from './cards';
import { blastRefusal, playableResources, playRefusal, spendRefusal } from './rules';
import { DEFAULT_DECK } from './setup';
import { HAND_LIMIT, opponentOf, type AnyState, type Seat } from './state';

/**
 * Before the deal, a seat still to bring its deck brings its default demo deck (what a bot
 * does; a person picks at the board); then the decisions of the turn.
 */
export function enumerate(G: AnyState, ctx: Ctx, playerID: PlayerID): AiMove[] {
  if (G.bringing?.length)
    return isBringing(G, playerID) && ctx.gameover === undefined
      ? [{ move: 'bringDeck', args: [{ deck: DEFAULT_DECK[playerID as Seat] }] }]
      : [];
  return turnDecisions(G, ctx, playerID);
}

/** The pending decision's moves, when it is this seat's. */
function turnDecisions(G: AnyState, ctx: Ctx, playerID: PlayerID): AiMove[] {
  const pending = G.pending;
  if (ctx.gameover !== undefined || G.loser !== null || !pending || pending.seat !== playerID)
    return [];
  const seat = playerID;
  const hand = handOf(G, seat);
  const moves: AiMove[] = [];
  switch (pending.stage) {
    case 'discardDown':
      if (hand.length > HAND_LIMIT)
        for (const card of oneOfEach(hand)) moves.push({ move: 'discardDown', args: [card] });
      break;
    case 'resources':
      for (const card of oneOfEach(playableResources(G, seat)))
        moves.push({ move: 'playResource', args: [card] });
      moves.push({ move: 'endResources', args: [] });
      break;
    case 'chooseDestiny':
      for (const card of oneOfEach(G.main.blast?.revealed ?? []))
        moves.push({ move: 'chooseDestiny', args: [card] });
      break;
    case 'main':
      for (const card of oneOfEach(hand)) {
        const kind = cardDef(card).kind;
        if (kind !== 'event' && kind !== 'chip') continue;
        const move = kind === 'event' ? 'playEvent' : 'playChip';
        for (const choice of choicesFor(G, seat, card))
          if (!playRefusal(G, seat, kind, card, choice)) moves.push(withChoice(move, card, choice));
      }
      for (const card of G.seats[seat].resources) {
        for (const choice of choicesFor(G, seat, card))
          if (!spendRefusal(G, seat, card, choice)) moves.push(withChoice('spend', card, choice));
      }
      if (!blastRefusal(G, seat)) moves.push({ move: 'blast', args: [] });
      moves.push({ move: 'pass', args: [] });
      break;
  }
  return moves;
}

const handOf = (G: AnyState, seat: Seat): string[] => {
  const hand = G.seats[seat].hand;
  return Array.isArray(hand) ? hand : [];
};

/** One card of each design: copies are the same decision. */
function oneOfEach(cards: readonly string[]): string[] {
  const seen = new Set<string>();
  return cards.filter((card) => !seen.has(defOf(card)) && seen.add(defOf(card)));
}

/** The choices a card's effect may take (undefined: it takes none). */
function choicesFor(G: AnyState, seat: Seat, card: string): Array<string | undefined> {
  switch (cardDef(card).choice) {
    case 'handCard':
      return oneOfEach(handOf(G, seat).filter((c) => c !== card));
    case 'opponentResource':
      return G.seats[opponentOf(seat)].resources;
    case 'ownResource':
      return G.seats[seat].resources.filter((c) => c !== card);
    default:
      return [undefined];
  }
}

const withChoice = (move: string, card: string, choice: string | undefined): AiMove => ({
  move,
  args: choice === undefined ? [card] : [card, choice],
});
