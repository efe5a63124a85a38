/**
 * A game with no rules worth playing and every boardgame.io flow feature worth checking: the
 * installed games use a few (stages set by hooks, phases ended by `endIf`), this one uses the
 * rest, so the differential test covers the fast path's whole flow even before a game needs it.
 *
 * - phase "draft": round-robin turns (DEFAULT order) with `minMoves`/`maxMoves`; plain function
 *   moves (no defineMove); a move that changes G and then answers INVALID_MOVE; dice and Shuffle;
 *   `endTurn`, `endPhase`, `setPhase`; `onMove`, `turn.endIf`, phase `endIf` and `next` function.
 * - phase "duel": ONCE order; `setActivePlayers` with `revert`, `maxMoves`, `next` and stages
 *   with their own `next`; `setStage`, `endStage`; a long-form move with `noLimit`.
 * - phase "auction": CUSTOM_FROM order; ActivePlayers.ALL_ONCE; `endTurn({ next })`, `pass`
 *   with `remove`, game `endIf` and `onEnd`.
 */
import { ActivePlayers, INVALID_MOVE, TurnOrder } from 'boardgame.io/core';
import type { Ctx } from 'boardgame.io';
import { defineGameModule, type AiMove, type GameModule, defineMove } from '@gridplay/core';
import { z } from 'zod';

export interface YardstickState {
  pile: number[];
  scores: Record<string, number>;
  rolls: number[];
  order: string[];
  moves: number;
  rounds: number;
  log: string[];
  ended?: boolean;
}

type Context = { G: YardstickState; ctx: Ctx; playerID: string; random: any; events: any };

const take = defineMove<YardstickState, [number]>({
  args: z.tuple([z.number().int().min(1).max(3)]),
  check: ({ G }, count) => (count > G.pile.length ? 'Not that many left.' : undefined),
  apply: ({ G, playerID }, count) => {
    G.scores[playerID] += G.pile.splice(0, count).reduce((a, b) => a + b, 0);
  },
});

/** A plain move that writes to G, then refuses: the fast path must undo the write. */
function gamble({ G, random, playerID }: Context, stake: number) {
  const roll = random.D6();
  G.rolls.push(roll);
  G.scores[playerID] -= stake;
  if (roll + stake > 7) return INVALID_MOVE;
}

function roll({ G, random }: Context) {
  G.rolls.push(...(random.Die(4, 2) as number[]));
  G.pile = random.Shuffle(G.pile);
}

/** Returns a new G instead of changing the draft. */
function reset({ G }: Context): YardstickState {
  return { ...G, rolls: [], log: [...G.log, 'reset'] };
}

function shout({ G, events }: Context, what: string) {
  G.log.push(what);
  if (what === 'end turn') events.endTurn();
  if (what === 'end phase') events.endPhase();
  if (what === 'to auction') events.setPhase('auction');
  if (what === 'stage') events.setActivePlayers({ others: 'answer', maxMoves: 1, revert: true });
}

function answer({ G, playerID, events }: Context, choice: string) {
  G.log.push(`${playerID}:${choice}`);
  if (choice === 'next stage') events.setStage('rebut');
  if (choice === 'leave') events.endStage();
}

function bid({ G, playerID }: Context, amount: number) {
  if (amount > G.scores[playerID] + 5) return INVALID_MOVE;
  G.scores[playerID] -= amount;
  G.log.push(`bid ${amount}`);
}

function handOver({ events, ctx }: Context, how: string) {
  if (how === 'next') events.endTurn({ next: ctx.playOrder[ctx.playOrder.length - 1] });
  if (how === 'remove') events.pass({ remove: true });
  if (how === 'end') events.endGame({ winner: ctx.currentPlayer });
}

export const flowYardstick: GameModule<YardstickState> = defineGameModule({
  meta: {
    id: 'flow-yardstick',
    title: 'Flow yardstick',
    description: 'Every boardgame.io flow feature, for the differential test.',
    minPlayers: 2,
    maxPlayers: 4,
    setupOptions: [],
    art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"></svg>',
    accent: '#888',
  },
  game: {
    name: 'flow-yardstick',
    setup: ({ ctx, random }: { ctx: Ctx; random: any }) => ({
      pile: random.Shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      scores: Object.fromEntries(ctx.playOrder.map((p) => [p, 0])),
      rolls: [],
      order: [...ctx.playOrder].reverse(),
      moves: 0,
      rounds: 0,
      log: [],
    }),
    moves: { shout },
    phases: {
      draft: {
        start: true,
        moves: { take, gamble, roll, reset, shout },
        turn: {
          minMoves: 1,
          maxMoves: 3,
          onMove: ({ G }: { G: YardstickState }) => {
            G.moves++;
          },
          endIf: ({ G }: { G: YardstickState }) => G.rolls.length > 6,
          onEnd: ({ G }: { G: YardstickState }) => {
            G.rolls = [];
          },
        },
        endIf: ({ G }: { G: YardstickState }) => G.pile.length === 0,
        next: ({ G }: { G: YardstickState }) => (G.moves % 2 === 0 ? 'duel' : 'auction'),
        onEnd: ({ G }: { G: YardstickState }) => {
          G.rounds++;
        },
      },
      duel: {
        next: 'auction',
        moves: { shout, settle: { move: shout, noLimit: true } },
        turn: {
          order: TurnOrder.ONCE,
          stages: {
            answer: { moves: { answer }, next: 'rebut' },
            rebut: { moves: { answer } },
          },
        },
        onBegin: ({ G, random }: { G: YardstickState; random: any }) => {
          G.pile = random.Shuffle([1, 2, 3]);
        },
      },
      auction: {
        moves: { bid, handOver },
        turn: {
          order: TurnOrder.CUSTOM_FROM('order'),
          activePlayers: ActivePlayers.ALL_ONCE,
          onBegin: ({ G }: { G: YardstickState }) => {
            G.log.push('auction turn');
          },
        },
        onBegin: ({ G }: { G: YardstickState }) => {
          G.order = Object.keys(G.scores);
        },
      },
    },
    endIf: ({ G, ctx }: { G: YardstickState; ctx: Ctx }) =>
      G.log.length > 40 || ctx.turn > 30 ? { winner: ctx.playOrder[0] } : undefined,
    onEnd: ({ G }: { G: YardstickState }) => {
      G.ended = true;
    },
    playerView: ({ G }: { G: YardstickState }) => G,
    ai: {
      enumerate: (_G: YardstickState, ctx: Ctx): AiMove[] => {
        switch (ctx.phase) {
          case 'draft':
            return [
              ...[1, 2, 3].map((n) => ({ move: 'take', args: [n] })),
              ...[1, 3, 6].map((n) => ({ move: 'gamble', args: [n] })),
              { move: 'roll' },
              { move: 'reset' },
              ...['end turn', 'end phase', 'to auction', 'hi'].map((w) => ({
                move: 'shout',
                args: [w],
              })),
              { event: 'endTurn' },
            ];
          case 'duel':
            return [
              ...['stage', 'hi', 'end turn'].map((w) => ({ move: 'shout', args: [w] })),
              { move: 'settle', args: ['hi'] },
              ...['yes', 'next stage', 'leave'].map((c) => ({ move: 'answer', args: [c] })),
              { event: 'endStage' },
              { event: 'setStage', args: ['rebut'] },
            ];
          default:
            return [
              ...[0, 2, 9].map((n) => ({ move: 'bid', args: [n] })),
              ...['next', 'remove', 'end', 'stay'].map((h) => ({ move: 'handOver', args: [h] })),
              { event: 'pass' },
            ];
        }
      },
    },
  },
  board: async () => ({ default: () => null }),
});
