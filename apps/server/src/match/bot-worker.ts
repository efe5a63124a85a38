/**
 * The bot thread: runs the fair bot's CPU-bound search away from the server's event loop.
 * Messages in: `{ id, modulePath, request }`; out: `{ id, choice }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { GameModule } from '@gridplay/core';
import { decideMove } from '@gridplay/core/bots';
import type { ThinkRequest } from './bot-thinker';

const modules = new Map<string, Promise<GameModule>>();

function load(modulePath: string): Promise<GameModule> {
  let module = modules.get(modulePath);
  if (!module) {
    module = import(pathToFileURL(modulePath).href).then((m) => m.default as GameModule);
    modules.set(modulePath, module);
  }
  return module;
}

parentPort!.on(
  'message',
  async ({
    id,
    modulePath,
    request,
  }: {
    id: number;
    modulePath: string;
    request: ThinkRequest;
  }) => {
    try {
      const module = await load(modulePath);
      const choice = decideMove({
        module,
        G: request.G,
        ctx: request.ctx,
        seat: request.seat,
        difficulty: request.difficulty,
      });
      parentPort!.postMessage({ id, choice });
    } catch (error) {
      parentPort!.postMessage({ id, error: (error as Error).message });
    }
  },
);
