/**
 * Seats and their credentials. A seat id is one of the match's own ids, "0".."n-1" exactly:
 * anything else ("00", " 1", "__proto__", "constructor") names no seat, so no request can
 * reach the prototype of the stored players object. Credentials are compared in constant time
 * and checked for every seat on every message.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PlayerID, Server } from 'boardgame.io';

export type PlayerMetadata = Server.MatchData['players'][number];

const CANONICAL_SEAT = /^(0|[1-9][0-9]{0,3})$/;

export function newCredentials(): string {
  return randomBytes(24).toString('base64url');
}

/** The seat `playerID` of this match, only when it is one of the match's own seat ids. */
export function seatOf(
  metadata: Server.MatchData | undefined,
  playerID: unknown,
): PlayerMetadata | undefined {
  if (!metadata || typeof playerID !== 'string' || !CANONICAL_SEAT.test(playerID)) return undefined;
  const players = metadata.players as Record<string, PlayerMetadata>;
  return Object.hasOwn(players, playerID) ? players[playerID] : undefined;
}

/** The match's seat ids in order. */
export function seatIDs(metadata: Server.MatchData): string[] {
  return Object.keys(metadata.players)
    .filter((id) => CANONICAL_SEAT.test(id))
    .sort((a, b) => Number(a) - Number(b));
}

/** True when someone (a person or a bot) holds the seat. */
export function isHeld(seat: PlayerMetadata | undefined): boolean {
  return typeof seat?.credentials === 'string' && seat.credentials.length > 0;
}

/** Why `credentials` do not hold `playerID`'s seat in this match, or undefined when they do. */
export function whyNotSeated(
  metadata: Server.MatchData | undefined,
  playerID: PlayerID,
  credentials: unknown,
): string | undefined {
  const seat = seatOf(metadata, playerID);
  if (!seat) return `There is no seat ${String(playerID).slice(0, 20)} in this match.`;
  if (!isHeld(seat)) return `Seat ${playerID} has not been taken: join the match first.`;
  if (typeof credentials !== 'string') return `Credentials are required to play seat ${playerID}.`;
  const expected = Buffer.from(seat.credentials!);
  const given = Buffer.from(credentials);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return `These credentials do not hold seat ${playerID}.`;
  }
  return undefined;
}

/**
 * A one-way fingerprint of the credentials holding a seat: lets every server process tell
 * whether a socket still holds its seat without passing credentials around.
 */
export function holderKey(credentials: string | undefined): string | null {
  if (!credentials) return null;
  return createHash('sha256').update(credentials).digest('base64url').slice(0, 22);
}
