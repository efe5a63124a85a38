/**
 * `GET /api/matches/:gameName/:matchID/replay` — every moment of a match, rebuilt by core's
 * `replayLog` from what the store kept: the state the match began in and its log.
 *
 * - After game over: everything, for anyone (G and ctx unfiltered: hands, decks, secret choices),
 *   but what the game keeps secret beyond the match (`finishedView`, e.g. a brought deck list).
 * - Before: 403, unless the request proves a seat (`?playerID=&credentials=`, or the headers
 *   `X-Gridplay-Player-ID` and `X-Gridplay-Credentials`); then that seat's own view of each
 *   moment (`playerView`, as the seat saw it then), and nothing else.
 *
 * A frame is `{ index, stateID, actor, text, G, ctx }`; the random plugin's state is never sent.
 * A match lost on time or claimed ends with a frame of its ending (actor null, its words).
 * One answer holds at most `REPLAY_PAGE_FRAMES` frames from `?from=` (default 0), with
 * `totalFrames` and `nextFrom` when more follow. Rebuilding a match costs CPU on the server's
 * one thread, so each address may ask for a burst of 10 replays, then one a second.
 */
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import type { Ctx, Server, State } from 'boardgame.io';
import { ReplayMismatch, replayLog, type GameModule, type ReplayFrame } from '@gridplay/core';
import type { Logger } from 'pino';
import type { MatchStore } from '../storage/match-store';
import { matchAddress } from '../http/match-address';
import { whyNotSeated } from '../match/credentials';
import { seatState } from '../match/seat-view';
import { AddressBuckets } from '../security/address-buckets';
import { clientAddress } from '../security/client-address';
import { withEndingFrame, withNoteFrames } from './ending-log';

export const REPLAY_PAGE_FRAMES = 5000;
export const REPLAY_RATE = { burst: 10, perSecond: 1 };

const ROUTE = /^\/api\/matches\/([^/]+)\/([^/]+)\/replay$/;

const replayQuery = z.object({
  from: z.coerce
    .number({ message: 'from must be a frame number' })
    .int('from must be a whole number')
    .min(0, 'from cannot be negative')
    .default(0),
  playerID: z.string().max(20).optional(),
  credentials: z.string().max(500).optional(),
});

export interface ReplayFrameOut {
  index: number;
  stateID: number;
  /** The seat whose decision led here (null on the first frame). */
  actor: string | null;
  /** The log line of that decision, when the move wrote one. */
  text: string | null;
  G: unknown;
  ctx: Ctx;
}

export interface ReplayRouteOptions {
  modules: readonly GameModule[];
  store: MatchStore;
  trustProxy: boolean;
  log: Logger;
  /** Replays one address may ask for, in a burst then per second (default REPLAY_RATE). */
  rate?: { burst: number; perSecond: number };
}

export function replayRoute(options: ReplayRouteOptions): Middleware {
  const { modules, store, trustProxy, log } = options;
  const { burst, perSecond } = options.rate ?? REPLAY_RATE;
  const rate = new AddressBuckets(perSecond, burst);
  return async (ctx, next) => {
    const route = ROUTE.exec(ctx.path);
    if (!route || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const { gameName, matchID } = matchAddress(ctx, route);
    const query = replayQuery.safeParse(ctx.query);
    if (!query.success)
      return ctx.throw(400, `Bad replay request: ${query.error.issues[0].message}.`);

    const module = modules.find((m) => m.game.name === gameName);
    if (!module) return ctx.throw(404, `No installed game "${gameName}".`);
    if (!rate.take(clientAddress(ctx.req, trustProxy))) {
      ctx.set('Retry-After', String(rate.secondsUntilNext()));
      return ctx.throw(429, 'Too many replays asked for: wait a second and try again.');
    }
    const source = await store.fetchReplaySource(matchID);
    if (!source || source.metadata.gameName !== gameName)
      return ctx.throw(404, `There is no ${gameName} match "${matchID}".`);

    const over = source.state.ctx.gameover !== undefined && source.state.ctx.gameover !== null;
    const seat = over ? null : provenSeat(ctx, source.metadata, query.data);

    let frames: ReplayFrame[];
    try {
      // A match lost on time or claimed ends with its stored ending (lifecycle/ending-log.ts).
      // A seat resigned while play went on (lifecycle/ending-log.ts): a frame of its own.
      frames = withEndingFrame(
        withNoteFrames(replayLog(module.game, source.initialState, source.log), source.log),
        source.log,
      );
    } catch (error) {
      if (!(error instanceof ReplayMismatch)) throw error;
      log.error({ err: error, matchID: matchID }, 'a stored match does not replay');
      ctx.status = 500;
      ctx.body = { error: `This match cannot be replayed: ${error.message}` };
      return;
    }
    const from = query.data.from;
    const page = frames.slice(from, from + REPLAY_PAGE_FRAMES);
    ctx.body = {
      matchID,
      gameName,
      gameover: over ? source.state.ctx.gameover : null,
      view: seat === null ? 'everything' : { seat },
      totalFrames: frames.length,
      from,
      nextFrom: from + page.length < frames.length ? from + page.length : null,
      frames: page.map((frame, i) =>
        frameOut(
          frame,
          from + i,
          seat === null ? finished(module, frame.state) : seatState(module.game, frame.state, seat),
        ),
      ),
    };
  };
}

/** A finished match's moment as anyone may see it: all of it but the game's lasting secrets. */
function finished(module: GameModule, state: State): State {
  return module.finishedView ? { ...state, G: module.finishedView(state.G, state.ctx) } : state;
}

/** The seat the request proves it holds, or a 403 saying what is missing. */
function provenSeat(
  ctx: Context,
  metadata: Server.MatchData,
  query: { playerID?: string; credentials?: string },
): string {
  const playerID = query.playerID ?? ctx.get('x-gridplay-player-id') ?? '';
  const credentials = query.credentials ?? ctx.get('x-gridplay-credentials') ?? '';
  if (!playerID)
    return ctx.throw(
      403,
      'This match is still being played: its replay opens to everyone at game over. A seat of it may replay its own view by sending its playerID and credentials.',
    );
  const reason = whyNotSeated(metadata, playerID, credentials || undefined);
  if (reason) return ctx.throw(403, reason);
  return playerID;
}

function frameOut(frame: ReplayFrame, index: number, shown: State): ReplayFrameOut {
  return {
    index,
    stateID: frame.state._stateID,
    actor: frame.actor ?? null,
    text: frame.text ?? null,
    G: shown.G,
    ctx: shown.ctx,
  };
}
