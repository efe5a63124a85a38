/**
 * Talks to the bot's Web Workers, answers matched by id. Several AI seats of one simultaneous
 * step (lightcycle with 5 AI) think together: on a small pool of workers, each with its share of
 * one budget (core's `sharedTimeMs`), so the whole step comes back in about one budget. A seat
 * deciding alone searches on every idle worker at once and plays the merged result (core's root
 * parallelization): on two cores, twice the iterations in the same time. The coach ("What would
 * the AI do?") asks on the same pool, one search of the "normal" budget on the least busy worker.
 */
import type { AiMove } from '@gridplay/core';
import type { BotRequest } from './bot-protocol';
import {
  mergeSearches,
  searchesPerSeat,
  searchSeed,
  sharedTimeMs,
  type CoachAdvice,
  type RootStatistics,
} from '@gridplay/bots';
import type { BotReply, CoachAsk, WorkerRequest } from './bot-protocol';

type Answer = RootStatistics | CoachAdvice;
type Waiting = { resolve: (answer: Answer) => void; reject: (e: Error) => void };

interface Thread {
  worker: Worker;
  busy: number;
}

export type SeatRequest = Omit<BotRequest, 'id' | 'kind' | 'timeMs'>;
export type CoachQuestion = Omit<CoachAsk, 'id' | 'kind'>;

/** Workers for the pool: the page's cores, at least 1 and at most 4. */
export function poolSize(cores: number | undefined = globalThis.navigator?.hardwareConcurrency) {
  return Math.max(1, Math.min(4, cores || 2));
}

export class BotRunner {
  private readonly threads: Array<Thread | undefined>;
  private readonly pending = new Map<number, Waiting & { thread: Thread }>();
  private nextId = 1;

  constructor(threads: number = poolSize()) {
    this.threads = Array.from({ length: threads });
  }

  /** One seat's decision, with the whole budget of its difficulty. */
  async decide(request: SeatRequest): Promise<AiMove | undefined> {
    const [choice] = await this.decideTogether([request]);
    return choice;
  }

  /**
   * The decisions of every seat that must act now, asked all at once; each seat thinks with its
   * share of one budget, on as many idle workers as fall to it. Answers in the order of `requests`.
   */
  decideTogether(requests: readonly SeatRequest[]): Promise<Array<AiMove | undefined>> {
    const searches = searchesPerSeat(requests.length, this.idleThreads());
    return Promise.all(
      requests.map(async (request) => {
        const timeMs =
          requests.length > 1
            ? sharedTimeMs(request.difficulty, requests.length, this.threads.length)
            : undefined;
        const parts = Array.from({ length: searches }, (_, index) =>
          this.send<RootStatistics>({
            ...request,
            id: this.nextId++,
            seed: searchSeed(request.seed, index) as string | undefined,
            timeMs,
          }),
        );
        return mergeSearches(await Promise.all(parts)).choice;
      }),
    );
  }

  /** The AI's top choices for a person's seat, from what that person sees (`CoachAsk`). */
  advise(question: CoachQuestion): Promise<CoachAdvice> {
    return this.send<CoachAdvice>({ ...question, kind: 'coach', id: this.nextId++ });
  }

  private idleThreads(): number {
    return this.threads.filter((thread) => (thread?.busy ?? 0) === 0).length;
  }

  private send<T extends Answer>(request: WorkerRequest): Promise<T> {
    const thread = this.leastBusy();
    thread.busy++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(request.id, {
        resolve: resolve as (answer: Answer) => void,
        reject,
        thread,
      });
      thread.worker.postMessage(request);
    });
  }

  private leastBusy(): Thread {
    let best = 0;
    for (let i = 1; i < this.threads.length; i++) {
      if ((this.threads[i]?.busy ?? 0) < (this.threads[best]?.busy ?? 0)) best = i;
    }
    return (this.threads[best] ??= this.start());
  }

  private start(): Thread {
    const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    const thread: Thread = { worker, busy: 0 };
    worker.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      thread.busy--;
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve('search' in reply ? reply.search : reply.advice);
    };
    worker.onerror = (event) => {
      for (const [id, waiting] of this.pending) {
        if (waiting.thread !== thread) continue;
        waiting.reject(new Error(event.message || 'The AI stopped working.'));
        this.pending.delete(id);
      }
      thread.busy = 0;
    };
    return thread;
  }

  dispose(): void {
    for (const thread of this.threads) thread?.worker.terminate();
    this.threads.fill(undefined);
    this.pending.clear();
  }
}
