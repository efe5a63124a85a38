/**
 * The AI's thread: chooses a move for one seat with core's fair bot, from that seat's view only,
 * so the page never freezes while it thinks.
 */
import { installedGames } from 'virtual:gridplay-games';
import { decideMove } from '@gridplay/core/bots';
import type { AiMove, GameModule } from '@gridplay/core';
import type { Ctx } from 'boardgame.io';
import type { BotRequest, BotReply } from './bot-protocol';

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
  return decideMove({
    module: await moduleOf(request.gameId),
    G: request.view,
    ctx: request.ctx as Ctx,
    seat: request.seat,
    difficulty: request.difficulty,
    seed: request.seed,
    budget: request.timeMs === undefined ? undefined : { timeMs: request.timeMs },
  });
}

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const request = event.data;
  decide(request).then(
    (choice) => self.postMessage({ id: request.id, choice } satisfies BotReply),
    (error: Error) => self.postMessage({ id: request.id, error: error.message } satisfies BotReply),
  );
};
