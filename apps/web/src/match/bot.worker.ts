/**
 * The AI's thread: chooses a move for one seat from that seat's view only, so the page never
 * freezes while it thinks. Uses core's fair bot when present, else a uniform random legal move.
 */
import { installedGames } from 'virtual:gridplay-games';
import * as bots from '@gridplay/core/bots';
import type { AiMove, GameModule } from '@gridplay/core';
import type { BotRequest, BotReply } from './bot-protocol';

type DecideMove = (request: {
  module: GameModule;
  G: unknown;
  ctx: unknown;
  seat: string;
  difficulty: string;
  seed?: string | number;
}) => AiMove | undefined;

const modules = new Map<string, Promise<GameModule>>();

function moduleOf(gameId: string): Promise<GameModule> {
  let pending = modules.get(gameId);
  if (!pending) {
    const row = installedGames.find((g) => g.meta.id === gameId);
    pending = row
      ? row.load().then((m) => m.default)
      : Promise.reject(new Error(`unknown game ${gameId}`));
    modules.set(gameId, pending);
  }
  return pending;
}

async function decide(request: BotRequest): Promise<AiMove | undefined> {
  const module = await moduleOf(request.gameId);
  const decideMove = (bots as Record<string, unknown>).decideMove as DecideMove | undefined;
  if (typeof decideMove === 'function') {
    return decideMove({
      module,
      G: request.view,
      ctx: request.ctx,
      seat: request.seat,
      difficulty: request.difficulty,
      seed: request.seed,
    });
  }
  const options = module.game.ai.enumerate(request.view, request.ctx as never, request.seat);
  return options[Math.floor(Math.random() * options.length)] as AiMove | undefined;
}

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const request = event.data;
  decide(request).then(
    (choice) => self.postMessage({ id: request.id, choice } satisfies BotReply),
    (error: Error) => self.postMessage({ id: request.id, error: error.message } satisfies BotReply),
  );
};
