/**
 * A tiny hidden-hand game for the web app's tests: each player holds three secret numbered cards
 * and plays one per turn; the higher total after three rounds wins.
 */
import { defineGameModule, defineMove, type GameMeta } from '@gridplay/core';

export interface DuelState {
  hands: Record<string, number[]>;
  played: Record<string, number[]>;
}

export const duelMeta: GameMeta = {
  id: 'duel',
  title: 'Duel',
  description: 'Three secret cards each; the higher total wins.',
  minPlayers: 2,
  maxPlayers: 2,
  seatNames: ['Red', 'Blue'],
  setupOptions: [],
  art: '<svg viewBox="0 0 160 100"></svg>',
  accent: '#f33',
};

const play = defineMove<DuelState, [number]>({
  check: ({ G, playerID }, card) =>
    G.hands[playerID].includes(card) ? undefined : `You do not hold a ${card}.`,
  describe: ({ playerID }, card) => `${duelMeta.seatNames![Number(playerID)]} plays ${card}`,
  apply: ({ G, playerID, events }, card) => {
    const hand = G.hands[playerID];
    hand.splice(hand.indexOf(card), 1);
    G.played[playerID].push(card);
    events.endTurn();
  },
});

const total = (cards: number[]) => cards.reduce((a, b) => a + b, 0);

export const duelModule = defineGameModule<DuelState>({
  meta: duelMeta,
  game: {
    name: 'duel',
    setup: ({ random }) => {
      const deck = random.Shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      return {
        hands: { '0': deck.slice(0, 3), '1': deck.slice(3, 6) },
        played: { '0': [], '1': [] },
      };
    },
    moves: { play },
    endIf: ({ G }) => {
      if (G.hands['0'].length > 0 || G.hands['1'].length > 0) return undefined;
      const [a, b] = [total(G.played['0']), total(G.played['1'])];
      return a === b ? { draw: true } : { winner: a > b ? '0' : '1' };
    },
    playerView: ({ G, playerID }) => ({
      ...G,
      hands: Object.fromEntries(
        Object.entries(G.hands).map(([seat, hand]) => [
          seat,
          seat === playerID ? hand : hand.map(() => 0),
        ]),
      ),
    }),
    ai: {
      enumerate: (G, _ctx, playerID) =>
        G.hands[playerID].map((card) => ({ move: 'play', args: [card] })),
    },
  },
  board: () => Promise.reject(new Error('no board in tests')),
  prompt: ({ ctx }, playerID) => (ctx.currentPlayer === playerID ? 'Play a card' : 'Wait'),
});
