/**
 * Several bot seats in one simultaneous step think at the same time and share one budget: a
 * round of N bots takes about one budget, not N. Checked without a clock: every decision must be
 * requested before any is answered, each with the step's seat count, and the shared time per
 * seat makes the rounds add up to one budget.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerID } from 'boardgame.io';
import { ActivePlayers } from 'boardgame.io/core';
import type { LogEntry, State } from 'boardgame.io';
import { LocalMatch, type AiMove, type GameModule } from '@gridplay/core';
import { BUDGETS, sharedTimeMs } from '@gridplay/bots';
import pino from 'pino';
import { BotSeats } from './bot-seats';
import { ReplayedMatches } from './bot-observations';
import type { BotThinker, ThinkRequest } from './bot-thinker';
import { fixtureGames } from '../testing/fixture-games';
import type { HiddenHandsState } from '../test-fixtures/workspace/games/hidden-hands/src/index';

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

describe('what a bot seat is told of the other seats', () => {
  /** The fixture game (hidden hands, a secret note move) with a model of play, so it infers. */
  async function inferringGame(): Promise<GameModule<HiddenHandsState>> {
    const [hosted] = await fixtureGames();
    const module = hosted.module as GameModule<HiddenHandsState>;
    return {
      ...module,
      bot: {
        ...module.bot,
        policy: (_G, _ctx, _seat, moves) => moves.map(() => 1),
        recall: (world) => world,
      },
    };
  }

  /** A match played on the real rules, kept as the server stores it: initial state, state, log. */
  function storedMatch(module: GameModule, moves: [string, string, unknown[]][]) {
    const match = new LocalMatch(module.game, { numPlayers: 2, seed: 'observed' });
    const initialState = match.state;
    const log: LogEntry[] = [];
    const states: State[] = [];
    for (const [seat, name, args] of moves) {
      expect(match.move(seat, name, ...args)).toEqual({ ok: true });
      log.push(...(match.state.deltalog ?? []));
      states.push(match.state);
    }
    return { initialState, state: match.state, log, states };
  }

  /** The first request the bot seat South ('1', "easy") sends its thinker on this match. */
  async function southRequest(
    module: GameModule,
    stored: ReturnType<typeof storedMatch>,
    decidingOn: State = stored.state,
  ) {
    const thinker = new HeldThinker();
    let replays = 0;
    const seats = new BotSeats({
      modules: [module],
      store: {
        fetch: async () => ({ state: decidingOn, metadata: { gridplayBots: { '1': 'easy' } } }),
        fetchReplaySource: async () => {
          replays++;
          const { initialState, state, log } = stored;
          return { initialState, state, log, metadata: {} };
        },
      } as never,
      log: pino({ level: 'silent' }),
      thinker,
      perform: async () => ({ kind: 'accepted' }) as never,
      delayMs: 0,
    });
    await seats.wake(module.game.name, 'm2');
    await until(() => thinker.requests.length === 1);
    seats.stop();
    thinker.answerAll();
    return { request: thinker.requests[0], replays };
  }

  /** North writes a secret note before each card; the bot (South) plays in between. */
  function notesAndCards(module: GameModule) {
    const deal = new LocalMatch(module.game, { numPlayers: 2, seed: 'observed' })
      .G as HiddenHandsState;
    const [first, second] = deal.hands['0'];
    const stored = storedMatch(module, [
      ['0', 'note', ['keep the nine for last']],
      ['0', 'play', [first]],
      ['1', 'play', [deal.hands['1'][0]]],
      ['0', 'note', ['bluff with the low ones']],
      ['0', 'play', [second]],
    ]);
    return { stored, first, second };
  }

  it('carries the other seat’s public moves as the bot’s seat saw them, and nothing hidden', async () => {
    const module = await inferringGame();
    const { stored, first, second } = notesAndCards(module);
    const { request } = await southRequest(module, stored);
    expect(request.seat).toBe('1');
    const observations = request.observations ?? [];
    expect(observations.map((o) => [o.actor, o.choice])).toEqual([
      ['0', { move: 'play', args: [first] }],
      ['0', { move: 'play', args: [second] }],
    ]);
    // Each with South's own view just before it: North's hand and notes hidden.
    for (const { view } of observations) {
      const seen = view as HiddenHandsState;
      expect(Array.isArray(seen.hands['0'])).toBe(false);
      expect(Array.isArray(seen.notes['0'])).toBe(false);
      expect(Array.isArray(seen.hands['1'])).toBe(true);
    }
    expect(JSON.stringify(request)).not.toMatch(/keep the nine|bluff with/);
  });

  it('stops at the state the bot decides on, when the stored log has moved on since', async () => {
    const module = await inferringGame();
    const { stored, first } = notesAndCards(module);
    // South read the match right after North's first card; the log now holds more.
    const { request } = await southRequest(module, stored, stored.states[1]);
    expect(request.observations?.map((o) => o.choice)).toEqual([{ move: 'play', args: [first] }]);
  });

  it('reads no log when the game’s bot has no model of play', async () => {
    const [hosted] = await fixtureGames();
    const { stored } = notesAndCards(hosted.module);
    const { request, replays } = await southRequest(hosted.module, stored);
    expect(request.observations).toEqual([]);
    expect(replays).toBe(0);
  });

  describe('the replay kept per match', () => {
    const summary = (moments: { state: State; action?: { name: string } }[]) =>
      moments.map((m) => [m.state._stateID, m.action?.name ?? null]);

    it('replays only the decisions stored since the last time, to the same moments', async () => {
      const module = await inferringGame();
      const { stored } = notesAndCards(module);
      const replayed = new ReplayedMatches();
      // The log as it stood after North's first two decisions, then all of it.
      const thirdDecision = stored.log.findIndex(
        (entry, index) => decisionCount(stored.log.slice(0, index + 1)) === 3,
      );
      const early = stored.log.slice(0, thirdDecision);
      replayed.moments(module, 'm', stored.initialState, early);
      expect(replayed.decisionsReplayed).toBe(2);
      const moments = replayed.moments(module, 'm', stored.initialState, stored.log);
      expect(replayed.decisionsReplayed).toBe(5);
      const fresh = new ReplayedMatches().moments(module, 'm', stored.initialState, stored.log);
      expect(summary(moments)).toEqual(summary(fresh));
      expect(moments.at(-1)!.state.G).toEqual(stored.state.G);
    });

    it('replays from the start when the stored log no longer begins with what it replayed (a take-back)', async () => {
      const module = await inferringGame();
      const { stored } = notesAndCards(module);
      const replayed = new ReplayedMatches();
      replayed.moments(module, 'm', stored.initialState, stored.log);
      // North's second card taken back and a different one played instead.
      const deal = stored.states[2].G as HiddenHandsState;
      const other = storedMatch(module, [
        ['0', 'note', ['keep the nine for last']],
        ['0', 'play', [deal.hands['0'][0]]],
        ['1', 'play', [(stored.states[1].G as HiddenHandsState).hands['1'][0]]],
        ['0', 'note', ['bluff with the low ones']],
        ['0', 'play', [deal.hands['0'][1]]],
        ['1', 'play', [(stored.states[4].G as HiddenHandsState).hands['1'][0]]],
      ]);
      const rewritten = [...stored.log.slice(0, -1), ...other.log.slice(-2)];
      const before = replayed.decisionsReplayed;
      const moments = replayed.moments(module, 'm', stored.initialState, rewritten);
      const fresh = new ReplayedMatches().moments(module, 'm', stored.initialState, rewritten);
      expect(replayed.decisionsReplayed - before).toBe(decisionCount(rewritten));
      expect(summary(moments)).toEqual(summary(fresh));
    });
  });
});

function decisionCount(log: LogEntry[]): number {
  return log.filter((entry) => entry.action.type === 'MAKE_MOVE').length;
}
