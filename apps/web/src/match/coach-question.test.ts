/**
 * The coach's fairness on the wire: the message the page posts to the AI's worker for a person's
 * seat carries that seat's view and the public decisions it saw — no other seat's hidden cards,
 * no seed, no full state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { duelModule } from '../testing/duel-game';
import type { WorkerRequest } from './bot-protocol';
import { BotRunner } from './bot-runner';
import { coachQuestion } from './coach-question';
import { LocalSession, type LocalSessionRecord } from './local-session';

class FakeWorker {
  static all: FakeWorker[] = [];
  readonly received: WorkerRequest[] = [];
  onmessage?: (event: { data: unknown }) => void;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(request: WorkerRequest) {
    // What crosses to the worker is a structured clone: test the copy, as the worker gets it.
    this.received.push(structuredClone(request));
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
});

// A model of play and a recall make the page send observations (as for Liar's Dice).
const inferring = {
  ...duelModule,
  bot: { policy: () => [], recall: () => undefined },
} as unknown as typeof duelModule;

const record: LocalSessionRecord = {
  gameId: 'duel',
  numPlayers: 2,
  setupData: {},
  seed: 'match-seed-that-tells-the-dice',
  seats: [{ kind: 'human' }, { kind: 'ai', difficulty: 'hard' }],
  history: [],
};

type Hands = { hands: Record<string, number[]> };

describe('the coach question', () => {
  it("posts only the person's view and what they saw: no other hand, no seed", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const session = new LocalSession(inferring, record);
    const first = (seat: string) => (session.view(seat) as Hands).hands[seat][0];
    session.move('0', 'play', [first('0')]);
    session.move('1', 'play', [first('1')]);
    const blueHand = (session.view('1') as Hands).hands['1'];
    expect(blueHand.every((card) => card > 0)).toBe(true);

    const runner = new BotRunner(1);
    const answer = runner.advise(coachQuestion(session, '0'));
    const [message] = FakeWorker.all[0].received;

    expect(message).toMatchObject({ kind: 'coach', gameId: 'duel', seat: '0' });
    expect(message.view).toEqual(session.view('0'));
    const views = [message.view, ...(message.observations ?? []).map((o) => o.view)] as Hands[];
    expect(views).toHaveLength(2); // its view now, and before Blue's decision
    for (const view of views) expect(view.hands['1'].every((card) => card === 0)).toBe(true);
    const wire = JSON.stringify(message);
    expect(wire).not.toContain(record.seed);
    expect(Object.keys(message).sort()).toEqual([
      'ctx',
      'gameId',
      'id',
      'kind',
      'observations',
      'seat',
      'view',
    ]);
    expect(wire).not.toMatch(/"(seed|prngstate|_random|plugins)"/i);

    const advice = { iterations: 12, choices: [] };
    FakeWorker.all[0].onmessage?.({ data: { id: message.id, advice } });
    expect(await answer).toEqual(advice);
  });
});
