/**
 * What cards do when they resolve: draws, derezzing, reveals and the Sub-Routine effects.
 * Every function moves cards between zones of one side; none creates or loses a card.
 */
import {
  discardAtRandom,
  discardFromHandOf,
  draw,
  peek,
  revealTo,
  searchAndShuffle,
  shuffleDiscardIntoDeck,
  takeFromHandOf,
  type Randomness,
} from '@gridplay/core';
import { cardDef } from './cards';
import { defOf } from './rules';
import { MCP, TRON, opponentOf, type Seat, type TronMcpState } from './state';

export function drawCards(
  G: TronMcpState,
  seat: Seat,
  count: number,
  random: Randomness,
): string[] {
  const piles = G.seats[seat];
  return draw(piles, piles.hand, count, random);
}

/** Remove a card from the seat's hand (it must be there). */
export function takeFromHand(G: TronMcpState, seat: Seat, card: string): void {
  takeFromHandOf(G.seats[seat], card);
}

export function discardFromHand(G: TronMcpState, seat: Seat, card: string): void {
  discardFromHandOf(G.seats[seat], card);
}

/** A program leaves play for Tron's discard; Ram draws Tron a card as he goes. */
export function derez(G: TronMcpState, program: string, random: Randomness): void {
  const index = G.programs.findIndex((p) => p.card === program);
  if (index === -1) return;
  G.programs.splice(index, 1);
  G.seats[TRON].discard.push(program);
  if (cardDef(program).effect === 'drawOnDerez') drawCards(G, TRON, 1, random);
}

/** `viewer` sees `owner`'s hand as it is now, until the end of the round. */
export function revealHand(G: TronMcpState, viewer: Seat, source: string): void {
  const owner = opponentOf(viewer);
  revealTo(G.reveals, { viewer, owner, source, cards: G.seats[owner].hand, until: G.round });
}

/**
 * Carry out a Sub-Routine card played in the Sub-Routine phase. `pick` is the card design taken
 * by Location Query. The card itself goes to the discard after its effect, so Bit and Null Unit
 * do not shuffle themselves back in.
 */
export function resolveSubRoutine(
  G: TronMcpState,
  seat: Seat,
  card: string,
  pick: string | undefined,
  random: Randomness,
): void {
  const piles = G.seats[seat];
  takeFromHand(G, seat, card);
  switch (cardDef(card).effect) {
    case 'search':
      searchAndShuffle(piles.deck, piles.hand, (c) => defOf(c) === pick, random);
      break;
    case 'reshuffle':
      shuffleDiscardIntoDeck(piles, random);
      break;
    case 'drawTwo':
      drawCards(G, seat, 2, random);
      break;
    case 'randomDiscardTwo': {
      const target = G.seats[opponentOf(seat)];
      discardAtRandom(target.hand, target.discard, 2, random);
      break;
    }
    case 'progressReport':
      revealTo(G.reveals, {
        viewer: MCP,
        owner: MCP,
        source: cardDef(card).name,
        cards: peek(piles.deck, 10),
        until: G.round,
      });
      break;
    case 'peekHand':
      revealHand(G, seat, cardDef(card).name);
      break;
    default:
      throw new Error(`${cardDef(card).name} cannot be played in the Sub-Routine phase`);
  }
  piles.discard.push(card);
}
