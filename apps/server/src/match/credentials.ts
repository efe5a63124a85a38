/** Seat credentials: compared in constant time, checked for every seat on every message. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PlayerID, Server } from 'boardgame.io';

export function newCredentials(): string {
  return randomBytes(24).toString('base64url');
}

/** Why `credentials` do not hold `playerID`'s seat in this match, or undefined when they do. */
export function whyNotSeated(
  metadata: Server.MatchData | undefined,
  playerID: PlayerID,
  credentials: unknown,
): string | undefined {
  const seat = metadata?.players[playerID as unknown as number];
  if (!seat) return `There is no seat ${playerID} in this match.`;
  if (!seat.credentials) return `Seat ${playerID} has not been taken: join the match first.`;
  if (typeof credentials !== 'string') return `Credentials are required to play seat ${playerID}.`;
  const expected = Buffer.from(seat.credentials);
  const given = Buffer.from(credentials);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return `These credentials do not hold seat ${playerID}.`;
  }
  return undefined;
}
