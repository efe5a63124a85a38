/**
 * Talks to the bot's Web Workers, answers matched by id. Several AI seats of one simultaneous
 * step (lightcycle with 5 AI) think together: on a small pool of workers, each with its share of
 * one budget (core's `sharedTimeMs`), so the whole step comes back in about one budget.
 */
import type { AiMove } from '@gridplay/core';
import { sharedTimeMs } from '@gridplay/core/bots';
import type { BotReply, BotRequest } from './bot-protocol';

type Waiting = { resolve: (m: AiMove | undefined) => void; reject: (e: Error) => void };

interface Thread {
  worker: Worker;
  busy: number;
}

export type SeatRequest = Omit<BotRequest, 'id' | 'timeMs'>;

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
  decide(request: SeatRequest): Promise<AiMove | undefined> {
    return this.send({ ...request, id: this.nextId++ });
  }

  /**
   * The decisions of every seat that must act now, asked all at once; each seat thinks with its
   * share of one budget. Answers in the order of `requests`.
   */
  decideTogether(requests: readonly SeatRequest[]): Promise<Array<AiMove | undefined>> {
    return Promise.all(
      requests.map((request) =>
        this.send({
          ...request,
          id: this.nextId++,
          timeMs: sharedTimeMs(request.difficulty, requests.length, this.threads.length),
        }),
      ),
    );
  }

  private send(request: BotRequest): Promise<AiMove | undefined> {
    const thread = this.leastBusy();
    thread.busy++;
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject, thread });
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
      else waiting.resolve(reply.choice);
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
