/**
 * A tiny hidden-hand game used by core's own tests: each seat is dealt 3 number cards from a
 * shuffled deck of 1–9; in turn each plays one card onto its score; when every hand is empty the
 * highest score wins (ties: draw). Small, but it has secrets, turns, refusals and a game over.
 */
import { z } from 'zod';
import type { Ctx } from 'boardgame.io';
import { defineGameModule, type GameModule } from '../contract/game-module';
import { defineMove } from '../rules/define-move';
import { ofSeat } from '../rules/of-seat';
import { hideZone, viewSeats, type Visible } from '../secrets/hidden-zone';

export interface SecretNumbersState {
  deck: number[];
  hands: Record<string, number[]>;
  scores: Record<string, number>;
}

const play = defineMove<SecretNumbersState, [number]>({
  args: z.tuple([z.number().int()]),
  check: ({ G, playerID }, card) =>
    ofSeat(G.hands, playerID).includes(card) ? undefined : `You hold no ${card}.`,
  apply: ({ G, playerID, events }, card) => {
    const hand = ofSeat(G.hands, playerID);
    hand.splice(hand.indexOf(card), 1);
    G.scores[playerID] = ofSeat(G.scores, playerID) + card;
    events.endTurn();
  },
  describe: ({ playerID }, card) => `Player ${Number(playerID) + 1} plays ${card}`,
});

function winner(G: SecretNumbersState, ctx: Ctx) {
  if (ctx.playOrder.some((p) => ofSeat(G.hands, p).length > 0)) return undefined;
  const best = Math.max(...ctx.playOrder.map((p) => ofSeat(G.scores, p)));
  const leaders = ctx.playOrder.filter((p) => G.scores[p] === best);
  return leaders.length === 1 ? { winner: leaders[0] } : { draw: true };
}

export const secretNumbers: GameModule<SecretNumbersState> = defineGameModule({
  meta: {
    id: 'secret-numbers',
    title: 'Secret Numbers',
    description: 'Play your three hidden numbers; the highest total wins.',
    minPlayers: 2,
    maxPlayers: 3,
    setupOptions: [],
    art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"></svg>',
    accent: '#0af',
  },
  game: {
    name: 'secret-numbers',
    setup: ({ ctx, random }) => {
      const deck = random.Shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const hands: Record<string, number[]> = {};
      const scores: Record<string, number> = {};
      for (const p of ctx.playOrder) {
        hands[p] = deck.splice(0, 3);
        scores[p] = 0;
      }
      return { deck, hands, scores };
    },
    moves: { play },
    turn: { minMoves: 1, maxMoves: 1 },
    endIf: ({ G, ctx }) => winner(G, ctx),
    events: { endGame: false, setPhase: false, endPhase: false, setActivePlayers: false },
    playerView: ({ G, playerID }) => ({
      ...G,
      deck: hideZone(G.deck) as Visible<number>,
      hands: viewSeats(G.hands, playerID, (hand) => hideZone(hand)),
    }),
    ai: {
      enumerate: (G, _ctx, playerID) =>
        ofSeat(G.hands, playerID).map((card) => ({ move: 'play', args: [card] })),
    },
  } as GameModule<SecretNumbersState>['game'],
  board: async () => ({ default: () => null }),
  perturbSecrets: (G, _ctx, owner, random) => {
    const held = ofSeat(G.hands, owner);
    const pool = random.Shuffle([...G.deck, ...held]);
    const hand = pool.splice(0, held.length);
    return { ...G, deck: pool, hands: { ...G.hands, [owner]: hand } };
  },
});
