/**
 * Goofspiel, the bots' simultaneous hidden-information yardstick. Each seat holds bid cards
 * 1..N (public: every bid is revealed). Each round one prize from a shuffled hidden deck is
 * turned up; both seats bid secretly at the same time; the higher bid scores the prize (a tie
 * scores nothing). Bid cards leave the hand only when the round resolves, so a seat waiting for
 * the other never learns its bid. Highest score after N rounds wins.
 */
import { z } from 'zod';
import { ActivePlayers } from 'boardgame.io/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { defineGameModule, type GameModule } from '../contract/game-module';
import { defineMove } from '../rules/define-move';
import { ofSeat } from '../rules/of-seat';
import { hideZone, type HiddenZone } from '../secrets/hidden-zone';
import { randomIndex, type Randomness } from '../random';

export const GOOFSPIEL_CARDS = 6;

export interface GoofspielState {
  /** Prizes still to come, in hidden order. */
  prizes: number[] | HiddenZone;
  prize: number;
  /** Prizes already contested, in order (public). */
  contested: number[];
  hands: Record<PlayerID, number[]>;
  /** A seat's bid this round; hidden from the other seat until both have bid. */
  bids: Record<PlayerID, number | null | HiddenZone>;
  scores: Record<PlayerID, number>;
}

const cards = () => Array.from({ length: GOOFSPIEL_CARDS }, (_, i) => i + 1);

/** Goofspiel is for two: the seats, in play order. */
function twoSeats(ctx: Ctx): [PlayerID, PlayerID] {
  const [a, b, ...more] = ctx.playOrder;
  if (a === undefined || b === undefined || more.length > 0)
    throw new Error(`Goofspiel is for 2 players, not ${ctx.playOrder.length}.`);
  return [a, b];
}

/** Any card of a hand that has one (a seat that has bid holds its bid). */
function anyCardOf(hand: number[], random: Randomness): number {
  const card = hand[randomIndex(random, hand.length)];
  if (card === undefined) throw new Error('an empty hand has no card to bid');
  return card;
}

function resolveRound(G: GoofspielState, ctx: Ctx): void {
  const [a, b] = twoSeats(ctx);
  const bidA = G.bids[a] as number;
  const bidB = G.bids[b] as number;
  if (bidA !== bidB) {
    const winner = bidA > bidB ? a : b;
    G.scores[winner] = ofSeat(G.scores, winner) + G.prize;
  }
  for (const seat of [a, b]) {
    const hand = ofSeat(G.hands, seat);
    hand.splice(hand.indexOf(G.bids[seat] as number), 1);
    G.bids[seat] = null;
  }
  G.contested.push(G.prize);
  const prizes = G.prizes as number[];
  G.prize = prizes.length > 0 ? (prizes.pop() as number) : 0;
}

const bid = defineMove<GoofspielState, [number]>({
  args: z.tuple([z.number().int()]),
  check: ({ G, playerID }, card) => {
    if (G.bids[playerID] !== null) return 'You have already bid this round.';
    return ofSeat(G.hands, playerID).includes(card) ? undefined : `You hold no ${card}.`;
  },
  apply: ({ G, ctx, playerID, events }, card) => {
    G.bids[playerID] = card;
    if (ctx.playOrder.every((seat) => G.bids[seat] !== null)) {
      resolveRound(G, ctx);
      events.endTurn();
    }
  },
  secret: true,
  simultaneous: true,
});

function outcome(G: GoofspielState, ctx: Ctx) {
  if (ctx.playOrder.some((seat) => ofSeat(G.hands, seat).length > 0)) return undefined;
  const [a, b] = twoSeats(ctx);
  const [scoreA, scoreB] = [ofSeat(G.scores, a), ofSeat(G.scores, b)];
  if (scoreA === scoreB) return { draw: true };
  return { winner: scoreA > scoreB ? a : b };
}

export const goofspiel: GameModule<GoofspielState> = defineGameModule({
  meta: {
    id: 'goofspiel',
    title: 'Goofspiel',
    description: 'Bid secretly for prizes.',
    minPlayers: 2,
    maxPlayers: 2,
    setupOptions: [],
    art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"></svg>',
    accent: '#0c6',
  },
  game: {
    name: 'goofspiel',
    setup: ({ ctx, random }) => {
      const prizes = random.Shuffle(cards());
      const prize = prizes.pop() as number;
      const seats = ctx.playOrder;
      return {
        prizes,
        prize,
        contested: [],
        hands: Object.fromEntries(seats.map((s) => [s, cards()])),
        bids: Object.fromEntries(seats.map((s) => [s, null])),
        scores: Object.fromEntries(seats.map((s) => [s, 0])),
      };
    },
    moves: { bid },
    turn: { activePlayers: ActivePlayers.ALL_ONCE },
    endIf: ({ G, ctx }) => outcome(G, ctx),
    playerView: ({ G, playerID }) => ({
      ...G,
      prizes: hideZone(G.prizes as number[]),
      bids: Object.fromEntries(
        Object.entries(G.bids).map(([seat, card]) => [
          seat,
          seat === playerID || card === null ? card : hideZone([card]),
        ]),
      ),
    }),
    ai: {
      enumerate: (G, _ctx, playerID) =>
        G.bids[playerID] === null
          ? ofSeat(G.hands, playerID).map((card) => ({ move: 'bid', args: [card] }))
          : [],
    },
  } as GameModule<GoofspielState>['game'],
  board: async () => ({ default: () => null }),
  bot: {
    // Unseen: the prize order (any order of the remaining prizes) and a bid already placed by the
    // other seat (any card of its public hand).
    determinize: (view, _ctx, _seat, random) => {
      const prizes = random.Shuffle(
        cards().filter((c) => c !== view.prize && !view.contested.includes(c)),
      );
      const bids = Object.fromEntries(
        Object.entries(view.bids).map(([seat, card]) => {
          if (card === null || typeof card === 'number') return [seat, card];
          return [seat, anyCardOf(ofSeat(view.hands, seat), random)];
        }),
      );
      return { ...view, prizes, bids };
    },
    evaluate: (G, ctx, seat) => {
      const other = ctx.playOrder.find((s) => s !== seat) as PlayerID;
      const total = (GOOFSPIEL_CARDS * (GOOFSPIEL_CARDS + 1)) / 2;
      return 0.5 + (ofSeat(G.scores, seat) - ofSeat(G.scores, other)) / (2 * total);
    },
  },
  perturbSecrets: (G, _ctx, owner, random) => {
    const card = G.bids[owner];
    if (card === null || typeof card === 'object') return G;
    return { ...G, bids: { ...G.bids, [owner]: anyCardOf(ofSeat(G.hands, owner), random) } };
  },
});
