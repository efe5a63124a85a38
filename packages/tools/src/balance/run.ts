/**
 * Runs the self-play games of a balance report: in worker threads (one game at a time handed to
 * whichever worker is free, so progress is exact and no worker idles), or in this thread for
 * tests and `--workers 1`. Every game's seed follows from the run's seed and its index, so a
 * report is repeatable with the random bot (the fair bots also stop on the clock).
 */
import { Worker } from 'node:worker_threads';
import { type GameModule, defaultSetupData, invalidSetupData, type GameMeta } from '@gridplay/core';
import { loadInstalledGame } from '@gridplay/core/discovery';
import { buildReport, type BalanceReport } from './report';
import { playSelfPlayGame, type BalanceBot, type GameRecord, type GameSpec } from './self-play';

export interface BalanceOptions {
  gameId: string;
  games: number;
  bot: BalanceBot;
  /** Default: the game's smallest player count (at least 2). */
  numPlayers?: number;
  /** Setup options; several values for a key spread the games over them. */
  options: Record<string, unknown[]>;
  maxMoves: number;
  seed: string;
  /** Worker threads; 1 plays in this thread. */
  workers: number;
  /** Workspace root to discover games in (default: from the working directory). */
  root?: string;
  /** Keep every game's actions in its record (tests). */
  keepActions?: boolean;
}

export interface BalanceRun {
  report: BalanceReport;
  records: GameRecord[];
}

/** The games to play: seeds, player count, and setup data spread over the option values. */
export function gameSpecs(meta: GameMeta, options: BalanceOptions): GameSpec[] {
  const numPlayers = options.numPlayers ?? Math.max(2, meta.minPlayers);
  const keys = Object.keys(options.options);
  for (const key of keys) {
    if (!meta.setupOptions.some((option) => option.key === key)) {
      const known = meta.setupOptions.map((option) => option.key).join(', ') || 'none';
      throw new Error(`${meta.title} has no option "${key}" (its options: ${known}).`);
    }
    if (options.options[key].length === 0) throw new Error(`Option "${key}" needs a value.`);
  }
  return Array.from({ length: options.games }, (_, index) => {
    // Mixed radix over the varied options: every combination gets its share of the games.
    let rest = index;
    const chosen: Record<string, unknown> = {};
    for (const key of keys) {
      const values = options.options[key];
      chosen[key] = values[rest % values.length];
      rest = Math.floor(rest / values.length);
    }
    const setupData = meta.setupOptions.length
      ? defaultSetupData(meta, chosen as never)
      : undefined;
    const problem = invalidSetupData(meta, setupData, numPlayers);
    if (problem) throw new Error(`Cannot play ${meta.title}: ${problem}.`);
    return {
      index,
      seed: `balance-${options.seed}-${index}`,
      numPlayers,
      setupData,
      bot: options.bot,
      maxMoves: options.maxMoves,
      keepActions: options.keepActions,
    };
  });
}

export async function runBalance(
  options: BalanceOptions,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<BalanceRun> {
  const module = await loadInstalledGame(options.gameId, options.root);
  const specs = gameSpecs(module.meta, options);
  const records = await playSpecs(module, options, specs, onProgress);
  records.sort((a, b) => a.index - b.index);
  const report = buildReport(
    module.meta,
    {
      games: options.games,
      bot: options.bot,
      numPlayers: specs[0]?.numPlayers ?? options.numPlayers ?? module.meta.minPlayers,
      options: options.options,
      maxMoves: options.maxMoves,
      seed: options.seed,
    },
    records,
  );
  return { report, records };
}

/** Plays the games in this thread (`workers` 1) or in worker threads; records in any order. */
export async function playSpecs(
  module: GameModule,
  options: Pick<BalanceOptions, 'gameId' | 'root' | 'workers'>,
  specs: GameSpec[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<GameRecord[]> {
  return options.workers <= 1
    ? playHere(module, specs, onProgress)
    : playInWorkers(options, specs, onProgress);
}

function playHere(
  module: GameModule,
  specs: GameSpec[],
  onProgress: (done: number, total: number) => void,
): GameRecord[] {
  return specs.map((spec, i) => {
    const record = playSelfPlayGame(module, spec);
    onProgress(i + 1, specs.length);
    return record;
  });
}

type FromWorker =
  { kind: 'ready' } | { kind: 'record'; record: GameRecord } | { kind: 'error'; message: string };

function playInWorkers(
  options: Pick<BalanceOptions, 'gameId' | 'root' | 'workers'>,
  specs: GameSpec[],
  onProgress: (done: number, total: number) => void,
): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  const queue = [...specs];
  const workers: Worker[] = [];
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const worker of workers) void worker.terminate();
      reject(error);
    };
    const next = (worker: Worker) => {
      const spec = queue.shift();
      if (spec) worker.postMessage(spec);
      else void worker.terminate();
    };
    const count = Math.max(1, Math.min(options.workers, specs.length));
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
        workerData: { gameId: options.gameId, root: options.root },
      });
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (message.kind === 'error') return fail(new Error(message.message));
        if (message.kind === 'record') {
          records.push(message.record);
          onProgress(records.length, specs.length);
          if (records.length === specs.length) {
            for (const w of workers) void w.terminate();
            resolve(records);
            return;
          }
        }
        next(worker);
      });
      worker.on('error', fail);
    }
  });
}
