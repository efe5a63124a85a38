/**
 * Where the fair bot thinks. Its search is synchronous and takes up to a second on "hard", so a
 * game loaded from a package file thinks in worker threads and the server keeps serving every
 * other match meanwhile; a game given only as an object (tests) thinks inline.
 *
 * Several bot seats of one simultaneous step (lightcycle with 5 AI) think at the same time, on a
 * small pool of threads, and share one budget: each gets the difficulty's time divided by the
 * number of rounds the pool needs for them all, so the step comes back in about one budget.
 * A seat deciding alone uses every idle thread: independent searches of its decision, merged
 * (core's root parallelization), twice the iterations on two cores in the same time.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, GameModule } from '@gridplay/core';
import {
  mergeSearches,
  searchDecision,
  searchesPerSeat,
  searchSeed,
  sharedTimeMs,
  type Observation,
  type RootStatistics,
} from '@gridplay/bots';

export type Difficulty = 'easy' | 'normal' | 'hard';

/** What a bot is allowed to know: its seat's playerView and the public ctx. */
export interface ThinkRequest {
  G: unknown;
  ctx: Ctx;
  seat: PlayerID;
  difficulty: Difficulty;
  /** Bot seats of this match deciding in the same step, this one included (default 1). */
  seatsThinking?: number;
  /** Same seed, same decision at a fixed iteration count (tests); default: fresh randomness. */
  seed?: string | number;
  /** The other seats' public decisions as this seat saw them (bot-observations.ts), for inference. */
  observations?: readonly Observation[];
}

/** What the worker runs: the request with its share of the time budget. */
export type ThinkJob = Omit<ThinkRequest, 'seatsThinking'> & { timeMs: number };

function jobOf(request: ThinkRequest, threads: number): ThinkJob {
  const { seatsThinking = 1, ...rest } = request;
  return { ...rest, timeMs: sharedTimeMs(request.difficulty, seatsThinking, threads) };
}

/** The fair bot's search for a job (in the worker, or inline): its root statistics. */
export function think(module: GameModule, job: ThinkJob): RootStatistics {
  const { timeMs, ...request } = job;
  const { choice, iterations, moves } = searchDecision({ module, ...request, budget: { timeMs } });
  return { choice, iterations, moves };
}

export interface BotThinker {
  decide(module: GameModule, request: ThinkRequest): Promise<AiMove | undefined>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (search: RootStatistics) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  busy: number;
}

export class WorkerBotThinker implements BotThinker {
  private readonly threads: Array<Thread | undefined>;
  private nextID = 0;
  private readonly pending = new Map<number, Pending & { thread: number }>();

  /**
   * `modulePaths`: game id → the file whose default export is its GameModule. `threads`: how many
   * seats may think at once (default: the machine's cores, at most 4).
   */
  constructor(
    private readonly modulePaths: ReadonlyMap<string, string>,
    threads: number = Math.min(4, availableParallelism()),
  ) {
    this.threads = Array.from({ length: Math.max(1, threads) });
  }

  async decide(module: GameModule, request: ThinkRequest): Promise<AiMove | undefined> {
    return (await this.search(module, request)).choice;
  }

  /** The decision's merged root statistics (`decide` plays its choice; benchmarks read the rest). */
  async search(module: GameModule, request: ThinkRequest): Promise<RootStatistics> {
    const modulePath = this.modulePaths.get(module.meta.id);
    // Inline thinking blocks this thread: seats take turns, so each gets a 1-thread share.
    if (!modulePath) return think(module, jobOf(request, 1));
    // An unknown difficulty fails here, before anything waits on a thread.
    const job = jobOf(request, this.threads.length);
    const searches = searchesPerSeat(request.seatsThinking ?? 1, this.idleThreads());
    const parts = Array.from({ length: searches }, (_, index) =>
      this.post(modulePath, { ...job, seed: searchSeed(request.seed, index) }),
    );
    return mergeSearches(await Promise.all(parts));
  }

  private post(modulePath: string, job: ThinkJob): Promise<RootStatistics> {
    const id = this.nextID++;
    const index = this.leastBusy();
    const thread = this.start(index);
    thread.busy++;
    const answer = new Promise<RootStatistics>((resolve, reject) =>
      this.pending.set(id, { resolve, reject, thread: index }),
    );
    thread.worker.postMessage({ id, modulePath, job });
    return answer;
  }

  private idleThreads(): number {
    return this.threads.filter((thread) => (thread?.busy ?? 0) === 0).length;
  }

  private leastBusy(): number {
    let best = 0;
    for (let i = 1; i < this.threads.length; i++) {
      if ((this.threads[i]?.busy ?? 0) < (this.threads[best]?.busy ?? 0)) best = i;
    }
    return best;
  }

  private start(index: number): Thread {
    const existing = this.threads[index];
    if (existing) return existing;
    const worker = new Worker(new URL('./bot-worker-boot.mjs', import.meta.url));
    worker.unref();
    const thread: Thread = { worker, busy: 0 };
    worker.on(
      'message',
      ({ id, search, error }: { id: number; search?: RootStatistics; error?: string }) => {
        const pending = this.pending.get(id);
        this.pending.delete(id);
        thread.busy--;
        if (error !== undefined || !search) pending?.reject(new Error(error ?? 'no answer'));
        else pending?.resolve(search);
      },
    );
    const fail = (error: Error) => {
      // A dead thread fails what it was thinking about; the next request starts a new one.
      if (this.threads[index] === thread) this.threads[index] = undefined;
      for (const [id, pending] of this.pending) {
        if (pending.thread !== index) continue;
        pending.reject(error);
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`bot thread exited (${code})`)));
    this.threads[index] = thread;
    return thread;
  }

  async close(): Promise<void> {
    const running = this.threads.filter((thread): thread is Thread => thread !== undefined);
    this.threads.fill(undefined);
    await Promise.all(running.map((thread) => thread.worker.terminate()));
  }
}
