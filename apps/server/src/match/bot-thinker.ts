/**
 * Where the fair bot thinks. Its search is synchronous and takes up to a second on "hard", so a
 * game loaded from a package file thinks in a worker thread and the server keeps serving every
 * other match meanwhile; a game given only as an object (tests) thinks inline.
 */
import { Worker } from 'node:worker_threads';
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, GameModule } from '@gridplay/core';
import { decideMove } from '@gridplay/core/bots';

export type Difficulty = 'easy' | 'normal' | 'hard';

/** What a bot is allowed to know: its seat's playerView and the public ctx. */
export interface ThinkRequest {
  G: unknown;
  ctx: Ctx;
  seat: PlayerID;
  difficulty: Difficulty;
}

export interface BotThinker {
  decide(module: GameModule, request: ThinkRequest): Promise<AiMove | undefined>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (choice: AiMove | undefined) => void;
  reject: (error: Error) => void;
}

export class WorkerBotThinker implements BotThinker {
  private worker?: Worker;
  private nextID = 0;
  private readonly pending = new Map<number, Pending>();

  /** `modulePaths`: game id → the file whose default export is its GameModule. */
  constructor(private readonly modulePaths: ReadonlyMap<string, string>) {}

  async decide(module: GameModule, request: ThinkRequest): Promise<AiMove | undefined> {
    const modulePath = this.modulePaths.get(module.meta.id);
    if (!modulePath) return decideMove({ module, ...request });
    const id = this.nextID++;
    const answer = new Promise<AiMove | undefined>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    this.start().postMessage({ id, modulePath, request });
    return answer;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./bot-worker-boot.mjs', import.meta.url));
    worker.unref();
    worker.on(
      'message',
      ({ id, choice, error }: { id: number; choice?: AiMove; error?: string }) => {
        const pending = this.pending.get(id);
        this.pending.delete(id);
        if (error !== undefined) pending?.reject(new Error(error));
        else pending?.resolve(choice);
      },
    );
    const fail = (error: Error) => {
      // A dead thread fails what it was thinking about; the next request starts a new one.
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`bot thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
