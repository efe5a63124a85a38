/**
 * `POST /games/:name/create` and `POST /games/:name/:id/playAgain`, in place of boardgame.io's:
 * bodies validated with zod and the game's setup options, every match seeded from a CSPRNG (the
 * stock seed is the creation time), and the seats named in `bots` given to server-side bots.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { defaultSetupData, invalidSetupData, type GameModule } from '@gridplay/core';
import { z } from 'zod';
import type { MatchStore } from '../storage/match-store';
import { newCredentials, whyNotSeated } from '../match/credentials';
import { botDifficulty, type MatchDataWithBots } from '../match/bot-seats';
import type { Difficulty } from '../match/bot-thinker';
import { readJson } from '../http/read-json';

const setupValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const botSeats = z.record(
  z.string().regex(/^\d+$/, 'bot seats are player ids ("0", "1"…)'),
  z.enum(['easy', 'normal', 'hard']),
);

const createBody = z.strictObject({
  numPlayers: z.number().int().optional(),
  setupData: setupValues.optional(),
  unlisted: z.boolean().optional(),
  bots: botSeats.optional(),
});

const playAgainBody = z.object({
  playerID: z.union([z.string(), z.number()]).transform(String),
  credentials: z.string().max(500).optional(),
  numPlayers: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  setupData: setupValues.optional(),
  unlisted: z.boolean().optional(),
});

export interface MatchRequest {
  numPlayers: number;
  setupData?: Record<string, string | number | boolean>;
  unlisted?: boolean;
  bots?: Record<string, Difficulty>;
}

export function newMatchID(): string {
  return randomBytes(9).toString('base64url');
}

async function parsed<T>(ctx: Context, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await readJson(ctx));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return ctx.throw(
    400,
    `Invalid request${issue?.path.length ? ` (${issue.path.join('.')})` : ''}: ${issue?.message}`,
  );
}

/** Validates, sets up and stores a new match; resolves to its id. */
async function storeNewMatch(
  ctx: Context,
  module: GameModule,
  store: MatchStore,
  request: MatchRequest,
): Promise<string> {
  const { meta, game } = module;
  const { numPlayers } = request;
  const problem = invalidSetupData(meta, request.setupData, numPlayers);
  if (problem) ctx.throw(400, problem);
  const bots = request.bots ?? {};
  for (const seat of Object.keys(bots)) {
    if (Number(seat) >= numPlayers)
      ctx.throw(400, `There is no seat ${seat} in a ${numPlayers}-player match`);
  }
  if (Object.keys(bots).length >= numPlayers)
    ctx.throw(400, 'At least one seat must be left for a person');

  const setupData = defaultSetupData(meta, request.setupData);
  // A fresh 128-bit seed per match: the stock seed (creation time in base 36) is guessable.
  const seeded = { ...game, seed: randomBytes(16).toString('hex') };
  const match = createMatch({
    game: seeded as never,
    numPlayers,
    setupData,
    unlisted: request.unlisted ?? false,
  });
  if ('setupDataError' in match) return ctx.throw(400, String(match.setupDataError));
  (match.metadata as MatchDataWithBots).gridplayBots = bots;
  for (const [seat, difficulty] of Object.entries(bots)) {
    match.metadata.players[Number(seat)] = {
      id: Number(seat),
      name: `Bot (${difficulty})`,
      credentials: newCredentials(),
      data: { bot: difficulty },
      isConnected: true,
    };
  }
  let matchID = newMatchID();
  while (!(await store.createMatchIfNew(matchID, match))) matchID = newMatchID();
  return matchID;
}

export async function createMatchRoute(
  ctx: Context,
  module: GameModule,
  store: MatchStore,
  onCreated: (matchID: string) => void,
) {
  const body = await parsed(ctx, createBody);
  const matchID = await storeNewMatch(ctx, module, store, {
    ...body,
    numPlayers: body.numPlayers ?? module.meta.minPlayers,
  });
  ctx.body = { matchID };
  onCreated(matchID);
}

/** The next match of the same table: same seats, same bots, same setup unless changed. */
export async function playAgainRoute(
  ctx: Context,
  module: GameModule,
  store: MatchStore,
  matchID: string,
  onCreated: (matchID: string) => void,
) {
  const body = await parsed(ctx, playAgainBody);
  const { metadata } = (await store.fetch(matchID, { metadata: true })) as {
    metadata?: Server.MatchData;
  };
  if (!metadata || metadata.gameName !== module.game.name)
    return ctx.throw(404, `Match ${matchID} not found`);
  if (!metadata.players[Number(body.playerID)])
    return ctx.throw(404, `Player ${body.playerID} not found`);
  const notSeated = whyNotSeated(metadata, body.playerID, body.credentials);
  if (notSeated) return ctx.throw(403, notSeated);
  if (metadata.nextMatchID) {
    ctx.body = { nextMatchID: metadata.nextMatchID };
    return;
  }
  const numPlayers = body.numPlayers ?? Object.keys(metadata.players).length;
  const bots: Record<string, Difficulty> = {};
  for (const seat of Object.keys(metadata.players)) {
    const difficulty = botDifficulty(metadata, seat);
    if (difficulty && Number(seat) < numPlayers) bots[seat] = difficulty;
  }
  const nextMatchID = await storeNewMatch(ctx, module, store, {
    numPlayers,
    setupData: body.setupData ?? (metadata.setupData as MatchRequest['setupData']),
    unlisted: body.unlisted ?? metadata.unlisted,
    bots,
  });
  await store.updateMetadata(matchID, (current) => ({ ...current, nextMatchID }));
  ctx.body = { nextMatchID };
  onCreated(nextMatchID);
}
