/**
 * A small hidden-hand game for the server's tests: secret hands dealt from a shuffled deck (so
 * the PRNG matters), turns of exactly one move, refusals with reasons, a secret move, a game over.
 */
import { z } from 'zod';
import type { Ctx } from 'boardgame.io';
import {
  defineGameModule,
  defineMove,
  hideZone,
  viewSeats,
  type GameModule,
  type Visible,
} from '@gridplay/core';
import { meta } from './meta';

export interface HiddenHandsState {
  deck: number[];
  hands: Record<string, number[]>;
  scores: Record<string, number>;
  /** Secret notes, seen only by their author: exercises `secret: true` log redaction. */
  notes: Record<string, string[]>;
  /** Cards played so far, face up. */
  played: number[];
}

const ALL_CARDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const play = defineMove<HiddenHandsState, [number]>({
  args: z.tuple([z.number().int()]),
  check: ({ G, playerID }, card) =>
    G.hands[playerID].includes(card) ? undefined : `You hold no ${card}.`,
  apply: ({ G, playerID, events }, card) => {
    const hand = G.hands[playerID];
    hand.splice(hand.indexOf(card), 1);
    G.scores[playerID] += card;
    G.played.push(card);
    events.endTurn();
  },
  describe: ({ playerID }, card) => `${meta.seatNames![Number(playerID)]} plays ${card}`,
});

const note = defineMove<HiddenHandsState, [string]>({
  args: z.tuple([z.string().max(40)]),
  apply: ({ G, playerID }, text) => {
    G.notes[playerID].push(text);
  },
  describe: ({ playerID }) => `${meta.seatNames![Number(playerID)]} writes a note`,
  secret: true,
  // Notes do not depend on the position, so a note written on an older view still counts.
  simultaneous: true,
});

function outcome(G: HiddenHandsState, ctx: Ctx) {
  if (ctx.playOrder.some((p) => G.hands[p].length > 0)) return undefined;
  const best = Math.max(...ctx.playOrder.map((p) => G.scores[p]));
  const leaders = ctx.playOrder.filter((p) => G.scores[p] === best);
  return leaders.length === 1 ? { winner: leaders[0] } : { draw: true };
}

export default defineGameModule<HiddenHandsState>({
  meta,
  game: {
    name: 'hidden-hands',
    setup: ({ ctx, random }, setupData?: { handSize?: number }) => {
      const size = setupData?.handSize ?? 3;
      const deck = random.Shuffle([...ALL_CARDS]);
      const hands: Record<string, number[]> = {};
      const scores: Record<string, number> = {};
      const notes: Record<string, string[]> = {};
      for (const p of ctx.playOrder) {
        hands[p] = deck.splice(0, size);
        scores[p] = 0;
        notes[p] = [];
      }
      return { deck, hands, scores, notes, played: [] };
    },
    moves: { play, note },
    turn: { minMoves: 1 },
    endIf: ({ G, ctx }) => outcome(G, ctx),
    events: {
      endGame: false,
      setPhase: false,
      endPhase: false,
      setActivePlayers: false,
      setStage: false,
    },
    playerView: ({ G, playerID }) => ({
      ...G,
      deck: hideZone(G.deck) as Visible<number>,
      hands: viewSeats(G.hands, playerID, (hand) => hideZone(hand)),
      notes: viewSeats(G.notes, playerID, (notes) => hideZone(notes)),
    }),
    ai: {
      enumerate: (G, _ctx, playerID) =>
        Array.isArray(G.hands[playerID])
          ? G.hands[playerID].map((card) => ({ move: 'play', args: [card] }))
          : [],
    },
  } as GameModule<HiddenHandsState>['game'],
  board: async () => ({ default: () => null }),
  bot: {
    // Re-deal what the seat cannot see (the deck and the other hands) from the unseen cards.
    determinize: (view, ctx, seat, random) => {
      const own = view.hands[seat];
      const unseen = random.Shuffle(
        ALL_CARDS.filter((c) => !own.includes(c) && !view.played.includes(c)),
      );
      const hands: Record<string, number[]> = {};
      for (const p of ctx.playOrder) {
        const size = Array.isArray(view.hands[p])
          ? view.hands[p].length
          : (view.hands[p] as unknown as { size: number }).size;
        hands[p] = p === seat ? [...own] : unseen.splice(0, size);
      }
      // Other seats' notes are unknown: blank ones of the right count (a world, not a view).
      const notes: Record<string, string[]> = {};
      for (const p of ctx.playOrder) {
        const seen = view.notes[p];
        notes[p] = Array.isArray(seen)
          ? [...seen]
          : Array.from({ length: (seen as unknown as { size: number }).size }, () => '');
      }
      return { ...view, hands, deck: unseen, notes };
    },
    evaluate: (G, _ctx, seat) => {
      const best = Math.max(...Object.values(G.scores));
      return G.scores[seat] === best ? 0.75 : 0.25;
    },
  },
});
