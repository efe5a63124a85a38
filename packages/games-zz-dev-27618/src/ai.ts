import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, BotSupport, Randomness } from '@gridplay/core';
import { LIMIT, newDeck, valueOf } from './cards';
import type { State, View } from './state';

/** Every card in the seat's own hand (works on the seat's playerView). */
export function enumerate(G: State | View, _ctx: Ctx, playerID: PlayerID): AiMove[] {
  const hand = G.hands[playerID];
  return Array.isArray(hand) ? hand.map((card) => ({ move: 'playCard', args: [card] })) : [];
}

export const bot: BotSupport<State> = {
  /** Deal the cards this seat has not seen into the hidden hands and the deck. */
  determinize(view, _ctx, seat, random: Randomness) {
    const v = view as unknown as View;
    const seen = [...(v.hands[seat] as string[]), ...v.pile];
    const unseen = newDeck();
    for (const card of seen) unseen.splice(unseen.indexOf(card), 1);
    const pool = random.Shuffle(unseen);
    const hands: Record<string, string[]> = {};
    for (const [owner, hand] of Object.entries(v.hands)) {
      hands[owner] = Array.isArray(hand) ? [...hand] : pool.splice(0, hand.size);
    }
    return { ...v, hands, deck: pool };
  },
  /** Safer the further the pile is from the limit when it is my turn. */
  evaluate(G, ctx, seat) {
    const over = ctx.gameover as { loser?: string } | undefined;
    if (over) return over.loser === seat ? 0 : 1;
    const smallest = Math.min(...(G.hands[seat] ?? []).map(valueOf));
    return G.total + smallest >= LIMIT ? 0.1 : 0.5;
  },
};
