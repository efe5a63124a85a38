/**
 * Several bot seats in one simultaneous step think at the same time and share one budget: a
 * round of N bots takes about one budget, not N. Checked without a clock: every decision must be
 * requested before any is answered, each with the step's seat count, and the shared time per
 * seat makes the rounds add up to one budget.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerID } from 'boardgame.io';
import { ActivePlayers } from 'boardgame.io/core';
import { LocalMatch, type AiMove, type GameModule } from '@gridplay/core';
import { BUDGETS, sharedTimeMs } from '@gridplay/core/bots';
import pino from 'pino';
import { BotSeats } from './bot-seats';
import type { BotThinker, ThinkRequest } from './bot-thinker';

/** Every seat chooses a number at once, like lightcycle's card choice. */
const simultaneous = {
  meta: { id: 'all-at-once', title: 'All at once', minPlayers: 2, maxPlayers: 6 },
  game: {
    name: 'all-at-once',
    setup: () => ({ chosen: {} as Record<string, number> }),
    turn: { activePlayers: ActivePlayers.ALL_ONCE },
    moves: {
      choose: (
        { G, playerID }: { G: { chosen: Record<string, number> }; playerID: string },
        n: number,
      ) => {
        G.chosen[playerID] = n;
      },
    },
    playerView: ({ G }: { G: unknown }) => G,
    ai: {
      enumerate: () => [
        { move: 'choose', args: [1] },
        { move: 'choose', args: [2] },
      ],
    },
  },
} as unknown as GameModule;

class HeldThinker implements BotThinker {
  readonly requests: ThinkRequest[] = [];
  answered = 0;
  private readonly release: Array<() => void> = [];

  decide(_module: GameModule, request: ThinkRequest): Promise<AiMove | undefined> {
    this.requests.push(request);
    return new Promise((resolve) =>
      this.release.push(() => {
        this.answered++;
        resolve({ move: 'choose', args: [2] });
      }),
    );
  }

  answerAll(): void {
    for (const release of this.release.splice(0)) release();
  }

  async close(): Promise<void> {}
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

describe('bot seats of one simultaneous step', () => {
  it('all six decisions are requested before any is answered, each told six seats think', async () => {
    const match = new LocalMatch(simultaneous.game, { numPlayers: 6, seed: 'six' });
    const bots = Object.fromEntries(match.ctx.playOrder.map((seat) => [seat, 'hard']));
    const thinker = new HeldThinker();
    const performed: PlayerID[] = [];
    const seats = new BotSeats({
      modules: [simultaneous],
      store: {
        fetch: async () => ({ state: match.state, metadata: { gridplayBots: bots } }),
      } as never,
      log: pino({ level: 'silent' }),
      thinker,
      perform: async (_game, _match, seat) => {
        performed.push(seat);
        return { kind: 'accepted' } as never;
      },
      delayMs: 0,
    });
    await seats.wake('all-at-once', 'm1');
    await until(() => thinker.requests.length === 6);
    expect(thinker.answered).toBe(0);
    expect(thinker.requests.map((r) => r.seat).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(thinker.requests.every((r) => r.seatsThinking === 6)).toBe(true);
    thinker.answerAll();
    await until(() => performed.length >= 6);
    seats.stop();
    thinker.answerAll();
  });

  it('shares one budget: the rounds of a step add up to the difficulty’s time', () => {
    // 6 seats on 2 threads: 3 rounds of a third of the budget each.
    expect(sharedTimeMs('hard', 6, 2) * 3).toBeCloseTo(BUDGETS.hard.timeMs);
    expect(sharedTimeMs('hard', 5, 2) * Math.ceil(5 / 2)).toBeCloseTo(BUDGETS.hard.timeMs);
    // One seat, or as many threads as seats: the whole budget each.
    expect(sharedTimeMs('hard', 1, 2)).toBe(BUDGETS.hard.timeMs);
    expect(sharedTimeMs('normal', 4, 4)).toBe(BUDGETS.normal.timeMs);
  });
});
