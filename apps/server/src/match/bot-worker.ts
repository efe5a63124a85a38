/**
 * The bot thread: runs the fair bot's CPU-bound search away from the server's event loop.
 * Messages in: `{ id, modulePath, job }`; out: `{ id, search }` (root statistics) or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { GameModule } from '@gridplay/core';
import { think, type ThinkJob } from './bot-thinker';

const modules = new Map<string, Promise<GameModule>>();

function load(modulePath: string): Promise<GameModule> {
  let module = modules.get(modulePath);
  if (!module) {
    module = import(pathToFileURL(modulePath).href).then((m) => m.default as GameModule);
    modules.set(modulePath, module);
  }
  return module;
}

interface Job {
  id: number;
  modulePath: string;
  job: ThinkJob;
}

/** Answers one job: its search, or its failure as an error reply (so this never rejects). */
async function answer({ id, modulePath, job }: Job): Promise<void> {
  try {
    const module = await load(modulePath);
    parentPort!.postMessage({ id, search: think(module, job) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
}

// Jobs overlap (each answers by its id), so none waits for the one before.
parentPort!.on('message', (message: Job) => void answer(message));
