/**
 * The AI's thread: searches one seat's decision with core's fair bot, from that seat's view only,
 * so the page never freezes while it thinks; answers the search's root statistics.
 */
import { installedGames } from 'virtual:gridplay-games';
import { searchDecision, type RootStatistics } from '@gridplay/core/bots';
import type { GameModule } from '@gridplay/core';
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

async function search(request: BotRequest): Promise<RootStatistics> {
  const { choice, iterations, moves } = searchDecision({
    module: await moduleOf(request.gameId),
    G: request.view,
    ctx: request.ctx as Ctx,
    seat: request.seat,
    difficulty: request.difficulty,
    seed: request.seed,
    observations: request.observations,
    budget: request.timeMs === undefined ? undefined : { timeMs: request.timeMs },
  });
  return { choice, iterations, moves };
}

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const request = event.data;
  search(request).then(
    (found) => self.postMessage({ id: request.id, search: found } satisfies BotReply),
    (error: Error) => self.postMessage({ id: request.id, error: error.message } satisfies BotReply),
  );
};
