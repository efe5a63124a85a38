/** Talks to the bot's Web Worker: one request at a time per seat, answers matched by id. */
import type { AiMove } from '@gridplay/core';
import type { BotReply, BotRequest } from './bot-protocol';

export class BotRunner {
  private readonly worker = new Worker(new URL('./bot.worker.ts', import.meta.url), {
    type: 'module',
  });
  private readonly pending = new Map<
    number,
    { resolve: (m: AiMove | undefined) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;

  constructor() {
    this.worker.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.choice);
    };
    this.worker.onerror = (event) => {
      for (const waiting of this.pending.values())
        waiting.reject(new Error(event.message || 'The AI stopped working.'));
      this.pending.clear();
    };
  }

  decide(request: Omit<BotRequest, 'id'>): Promise<AiMove | undefined> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } satisfies BotRequest);
    });
  }

  dispose(): void {
    this.worker.terminate();
    this.pending.clear();
  }
}
