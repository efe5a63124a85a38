/**
 * `POST /games/:name/create`, in place of boardgame.io's: validates the body with zod and the
 * game's setup options, seeds every match from a CSPRNG (the stock seed is the creation time),
 * and gives the seats named in `bots` to server-side bots.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { createMatch } from 'boardgame.io/internal';
import { defaultSetupData, invalidSetupData, type GameModule } from '@gridplay/core';
import { z } from 'zod';
import type { MatchStore } from '../storage/match-store';
import { newCredentials } from '../match/credentials';
import { readJson } from '../http/read-json';

const createBody = z.strictObject({
  numPlayers: z.number().int().optional(),
  setupData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  unlisted: z.boolean().optional(),
  bots: z.record(z.string().regex(/^\d+$/, 'bot seats are player ids ("0", "1"…)'), z.enum(['easy', 'normal', 'hard'])).optional(),
});

export function newMatchID(): string {
  return randomBytes(9).toString('base64url');
}

export async function createMatchRoute(
  ctx: Context,
  module: GameModule,
  store: MatchStore,
  onCreated: (matchID: string) => void,
): Promise<void> {
  const parsed = createBody.safeParse(await readJson(ctx));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    ctx.throw(400, `Invalid match request${issue?.path.length ? ` (${issue.path.join('.')})` : ''}: ${issue?.message}`);
  }
  const { meta, game } = module;
  const numPlayers = parsed.data.numPlayers ?? meta.minPlayers;
  const problem = invalidSetupData(meta, parsed.data.setupData, numPlayers);
  if (problem) ctx.throw(400, problem);
  const bots = parsed.data.bots ?? {};
  for (const seat of Object.keys(bots)) {
    if (Number(seat) >= numPlayers) ctx.throw(400, `There is no seat ${seat} in a ${numPlayers}-player match`);
  }
  if (Object.keys(bots).length >= numPlayers) ctx.throw(400, 'At least one seat must be left for a person');

  const setupData = defaultSetupData(meta, parsed.data.setupData);
  // A fresh 128-bit seed per match: the stock seed (creation time in base 36) is guessable.
  const seeded = { ...game, seed: randomBytes(16).toString('hex') };
  const match = createMatch({ game: seeded as never, numPlayers, setupData, unlisted: parsed.data.unlisted ?? false });
  if ('setupDataError' in match) ctx.throw(400, String(match.setupDataError));
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
  ctx.body = { matchID };
  onCreated(matchID);
}
