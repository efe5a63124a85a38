/**
 * A step with several AI seats thinks together: every seat's request reaches a worker before any
 * answer comes back, spread over the pool, each with its share of one budget. No clock involved:
 * the fake workers answer only when told.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUDGETS } from '@gridplay/core/bots';
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
      this.onmessage?.({ data: { id: request.id, choice: { move: 'go', args: [request.seat] } } });
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

  it('a single seat keeps its whole budget', () => {
    vi.stubGlobal('Worker', FakeWorker);
    void new BotRunner(2).decide(request('0'));
    expect(FakeWorker.all[0].received[0].timeMs).toBeUndefined();
  });

  it('sizes the pool from the cores: 1 to 4 workers', () => {
    expect(poolSize(1)).toBe(1);
    expect(poolSize(16)).toBe(4);
    expect(poolSize(undefined)).toBe(2);
  });
});
