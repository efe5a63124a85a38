/** The game and match an `/api/matches/:gameName/:matchID/…` address names, checked. */
import type { Context } from 'koa';
import { z } from 'zod';

/** Path segments. Match ids are ours (base64url) or boardgame.io's (nanoid): the same alphabet. */
export const gameNameSegment = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a game is named in lowercase letters, digits and -');
export const matchIDSegment = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a match id is 1–64 letters, digits, _ or -');

export interface MatchAddress {
  gameName: string;
  matchID: string;
}

/** Reads the two segments a route matched; a malformed one is a 400 that says which. */
export function matchAddress(ctx: Context, segments: RegExpExecArray): MatchAddress {
  const gameName = gameNameSegment.safeParse(decodeURIComponent(segments[1]));
  const matchID = matchIDSegment.safeParse(decodeURIComponent(segments[2]));
  if (!gameName.success) ctx.throw(400, `Bad address: ${gameName.error.issues[0].message}.`);
  if (!matchID.success) ctx.throw(400, `Bad address: ${matchID.error.issues[0].message}.`);
  return { gameName: gameName.data, matchID: matchID.data };
}
