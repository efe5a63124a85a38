/**
 * A step with several AI seats thinks together: every seat's request reaches a worker before any
 * answer comes back, spread over the pool, each with its share of one budget. No clock involved:
 * the fake workers answer only when told.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUDGETS } from '@gridplay/bots';
import type { BotRequest } from './bot-protocol';
import { BotRunner, poolSize } from './bot-runner';

class FakeWorker {
  static all: FakeWorker[] = [];
  readonly received: BotRequest[] = [];
  onmessage?: (event: { data: unknown }) => void;
  onerror?: (event: { message: string }) => void;

  constructor() {
    FakeWorker.all.push(this);
  }

  postMessage(request: BotRequest) {
    this.received.push(request);
  }

  answerAll() {
    for (const request of this.received.splice(0)) {
      const choice = { move: 'go', args: [request.seat] };
      const search = { choice, iterations: 10, moves: [{ choice, visits: 10, value: 0.5 }] };
      this.onmessage?.({ data: { id: request.id, search } });
    }
  }

  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
});

const request = (seat: string) => ({
  gameId: 'lightcycle',
  view: {},
  ctx: {},
  seat,
  difficulty: 'hard' as const,
});

describe('BotRunner', () => {
  it('asks for all six seats before any answer, on the pool, each with a third of the budget', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = new BotRunner(2);
    let answered = false;
    const choices = runner
      .decideTogether(['0', '1', '2', '3', '4', '5'].map(request))
      .then((all) => ((answered = true), all));
    const sent = FakeWorker.all.flatMap((worker) => worker.received);
    expect(sent.map((r) => r.seat).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(answered).toBe(false);
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.map((worker) => worker.received.length)).toEqual([3, 3]);
    // 6 seats, 2 workers: 3 rounds, so each seat thinks a third of "hard" and the step ≈ 1 budget.
    for (const r of sent) expect(r.timeMs! * 3).toBeCloseTo(BUDGETS.hard.timeMs);
    for (const worker of FakeWorker.all) worker.answerAll();
    expect((await choices).map((c) => (c as { args: string[] }).args[0])).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('a seat deciding alone searches on both idle workers, each with the whole budget', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = new BotRunner(2);
    const choice = runner.decide({ ...request('0'), seed: 's' });
    expect(FakeWorker.all).toHaveLength(2);
    const sent = FakeWorker.all.map((worker) => worker.received[0]);
    for (const r of sent) expect(r.timeMs).toBeUndefined();
    // Independent searches: different seeds, the first keeping the decision's own.
    expect(sent.map((r) => r.seed)).toEqual(['s', 's/search-1']);
    for (const worker of FakeWorker.all) worker.answerAll();
    expect(await choice).toEqual({ move: 'go', args: ['0'] });
  });

  it('merges the searches: the move with the most visits over both is played', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = new BotRunner(2);
    const choice = runner.decide(request('0'));
    const [first, second] = FakeWorker.all;
    const a = { move: 'a' };
    const b = { move: 'b' };
    const reply = (worker: FakeWorker, moves: Array<[typeof a, number]>) =>
      worker.onmessage?.({
        data: {
          id: worker.received[0].id,
          search: {
            choice: moves[0][0],
            iterations: 10,
            moves: moves.map(([move, visits]) => ({ choice: move, visits, value: 0.5 })),
          },
        },
      });
    reply(first, [
      [a, 6],
      [b, 4],
    ]);
    reply(second, [
      [b, 9],
      [a, 1],
    ]);
    expect(await choice).toEqual(b);
  });

  it('a seat does not wait behind a busy worker: it searches on the idle one only', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = new BotRunner(2);
    void runner.decideTogether([request('0'), request('1')]);
    FakeWorker.all[0].answerAll();
    void runner.decide(request('2'));
    expect(FakeWorker.all.map((worker) => worker.received.map((r) => r.seat))).toEqual([
      ['2'],
      ['1'],
    ]);
  });

  it('sizes the pool from the cores: 1 to 4 workers', () => {
    expect(poolSize(1)).toBe(1);
    expect(poolSize(16)).toBe(4);
    expect(poolSize(undefined)).toBe(2);
  });
});
