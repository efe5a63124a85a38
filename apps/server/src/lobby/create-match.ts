/**
 * `POST /games/:name/create` and `POST /games/:name/:id/playAgain`, in place of boardgame.io's:
 * bodies validated with zod and the game's setup options, every match seeded from a CSPRNG (the
 * stock seed is the creation time), and the seats named in `bots` given to server-side bots.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { createMatch } from 'boardgame.io/internal';
import {
  defaultSetupData,
  invalidSetupData,
  TIME_CONTROL_PRESETS,
  type GameModule,
  type TimeControl,
} from '@gridplay/core';
import { newCredentials, seatIDs, seatOf, whyNotSeated, isHeld } from '../match/credentials';
import { botDifficulty, type MatchDataWithBots } from '../match/bot-seats';
import type { Difficulty } from '../match/bot-thinker';
import { createBody, playAgainBody, type timeControl } from './lobby-schemas';
import type { z } from 'zod';
import type { Server } from 'boardgame.io';
import { nowOf, storedMatch, type Lobby } from './lobby';
import { seededGame } from './seeded-game';
import { parsedBody } from '../http/parsed-body';
import type { MatchDataWithRematch, RematchHold } from './rematch-seats';
import { isRated, type MatchDataWithAccounts } from '../accounts/rated-matches';
import type { Statement } from '../storage/sql-driver';
import { answerRecord } from './idempotent-requests';

export interface MatchRequest {
  numPlayers: number;
  setupData?: Record<string, string | number | boolean>;
  unlisted?: boolean;
  bots?: Record<string, Difficulty>;
  rematch?: RematchHold;
  /** Chess clocks; the clock starts once every seat is taken (lifecycle/). */
  timeControl?: TimeControl;
  /** Seats only for logged-in players; the result is rated (accounts/). */
  rated?: boolean;
}

/** The time control chosen at creation, kept in the match data (the clocks: lifecycle/). */
export type MatchDataWithTimeControl = Server.MatchData & { gridplayTimeControl?: TimeControl };

/** A requested time control as the clock runs it (a preset spelled out). */
function timeControlOf(requested: z.infer<typeof timeControl>): TimeControl {
  if ('preset' in requested)
    return { ...TIME_CONTROL_PRESETS[requested.preset], onTimeout: requested.onTimeout };
  return requested;
}

export function newMatchID(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * Validates, sets up and stores a new match; resolves to its id. `alsoCommit` gives what to
 * commit with it for an id (the request's answer, lobby/idempotent-requests.ts).
 */
export async function storeNewMatch(
  ctx: Context,
  module: GameModule,
  lobby: Lobby,
  request: MatchRequest,
  alsoCommit: (matchID: string) => Statement[] = () => [],
): Promise<string> {
  const { meta, game } = module;
  const { numPlayers } = request;
  const problem = invalidSetupData(meta, request.setupData, numPlayers);
  if (problem) ctx.throw(400, problem);
  // Seat ids are the match's own, "0".."n-1" exactly: "00" or "1.0" would name a seat the
  // lobby shows with one difficulty and the server plays with another.
  const bots = new Map(Object.entries(request.bots ?? {}));
  for (const seat of bots.keys()) {
    if (Number(seat) >= numPlayers)
      ctx.throw(400, `There is no seat ${seat} in a ${numPlayers}-player match`);
  }
  if (bots.size >= numPlayers) ctx.throw(400, 'At least one seat must be left for a person');

  const setupData = defaultSetupData(meta, request.setupData);
  const match = createMatch({
    game: seededGame(game) as never,
    numPlayers,
    setupData,
    unlisted: request.unlisted ?? false,
  });
  if ('setupDataError' in match) return ctx.throw(400, String(match.setupDataError));
  (match.metadata as MatchDataWithBots).gridplayBots = Object.fromEntries(bots);
  if (request.rematch) (match.metadata as MatchDataWithRematch).gridplayRematch = request.rematch;
  if (request.timeControl)
    (match.metadata as MatchDataWithTimeControl).gridplayTimeControl = request.timeControl;
  if (request.rated) {
    (match.metadata as MatchDataWithAccounts).gridplayRated = true;
    (match.metadata as MatchDataWithAccounts).gridplayAccounts = {};
  }
  for (const [seat, difficulty] of bots) {
    match.metadata.players[Number(seat)] = {
      id: Number(seat),
      name: `Bot (${difficulty})`,
      credentials: newCredentials(),
      data: { bot: difficulty },
      isConnected: true,
    };
  }
  let matchID = newMatchID();
  while (!(await lobby.store.createMatchIfNew(matchID, match, alsoCommit(matchID))))
    matchID = newMatchID();
  if (request.rated) await lobby.accounts.ratedMatchCreated(matchID);
  return matchID;
}

export async function createMatchRoute(ctx: Context, lobby: Lobby, module: GameModule) {
  const body = await parsedBody(ctx, createBody);
  const matchID = await storeNewMatch(
    ctx,
    module,
    lobby,
    {
      ...body,
      numPlayers: body.numPlayers ?? module.meta.minPlayers,
      timeControl: body.timeControl && timeControlOf(body.timeControl),
    },
    (id) => answerRecord(ctx, { matchID: id }),
  );
  ctx.body = { matchID };
  lobby.onCreated(module.game.name, matchID, Object.keys(body.bots ?? {}).length > 0);
}

/**
 * The next match of the same table, once this one is over: same seats, same bots, same setup
 * unless changed, and the seats of this match's players kept for them for a while.
 */
export async function playAgainRoute(
  ctx: Context,
  lobby: Lobby,
  module: GameModule,
  matchID: string,
) {
  const body = await parsedBody(ctx, playAgainBody);
  const metadata = await storedMatch(ctx, lobby, module, matchID);
  if (!seatOf(metadata, body.playerID))
    ctx.throw(404, `There is no seat ${body.playerID} in this match.`);
  const notSeated = whyNotSeated(metadata, body.playerID, body.credentials);
  if (notSeated) return ctx.throw(403, notSeated);
  if (metadata.gameover === undefined || metadata.gameover === null)
    return ctx.throw(409, 'This match is not over yet: finish it before starting a rematch.');
  if (metadata.nextMatchID) {
    ctx.body = { nextMatchID: metadata.nextMatchID };
    return;
  }
  const numPlayers = body.numPlayers ?? seatIDs(metadata).length;
  const bots: Record<string, Difficulty> = {};
  const people: string[] = [];
  for (const seat of seatIDs(metadata)) {
    if (Number(seat) >= numPlayers) continue;
    const difficulty = botDifficulty(metadata, seat);
    if (difficulty) bots[seat] = difficulty;
    else if (isHeld(seatOf(metadata, seat))) people.push(seat);
  }
  const nextMatchID = await storeNewMatch(ctx, module, lobby, {
    numPlayers,
    setupData: body.setupData ?? (metadata.setupData as MatchRequest['setupData']),
    unlisted: body.unlisted ?? metadata.unlisted,
    bots,
    rematch: { of: matchID, seats: people, until: nowOf(lobby) + lobby.rematchHoldMs },
    // A rematch plays under the same clock, rated if this one was.
    timeControl: (metadata as MatchDataWithTimeControl).gridplayTimeControl,
    rated: isRated(metadata),
  });
  // Two players asking at once: the first rematch stored wins, the other is removed.
  const updated = await lobby.store.updateMetadata(matchID, (current) =>
    current.nextMatchID ? undefined : { ...current, nextMatchID },
  );
  if (!updated) {
    await lobby.store.wipe(nextMatchID);
    const { nextMatchID: winner } = await storedMatch(ctx, lobby, module, matchID);
    ctx.body = { nextMatchID: winner };
    return;
  }
  ctx.body = { nextMatchID };
  lobby.onCreated(module.game.name, nextMatchID, Object.keys(bots).length > 0);
}
