/**
 * The AI's thread: searches one seat's decision with core's fair bot, from that seat's view only,
 * so the page never freezes while it thinks; answers the search's root statistics. It also
 * answers the coach ("What would the AI do?") for a person's seat, from that person's view.
 */
import { installedGames } from 'virtual:gridplay-games';
import { coachAdvice, searchDecision, type RootStatistics } from '@gridplay/bots';
import type { GameModule } from '@gridplay/core';
import type { Ctx } from 'boardgame.io';
import type { BotReply, BotRequest, CoachAsk, WorkerRequest } from './bot-protocol';

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

async function advise(request: CoachAsk) {
  return coachAdvice({
    module: await moduleOf(request.gameId),
    view: request.view,
    ctx: request.ctx as Ctx,
    seat: request.seat,
    observations: request.observations,
  });
}

async function answer(request: WorkerRequest): Promise<BotReply> {
  if (request.kind === 'coach') return { id: request.id, advice: await advise(request) };
  return { id: request.id, search: await search(request) };
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  answer(request).then(
    (reply) => self.postMessage(reply),
    (error: Error) => self.postMessage({ id: request.id, error: error.message } satisfies BotReply),
  );
};
