/**
 * A rematch keeps its seats for the players of the match before it, for `rematchHoldMs`: the
 * rematch's id is public (`nextMatchID`), so without this anyone could take or squat its seats
 * before the players arrive. The previous holder proves who they are with the previous match's
 * credentials for the same seat.
 */
import type { Server } from 'boardgame.io';
import { whyNotSeated } from '../match/credentials';
import type { Lobby } from './lobby';

export interface RematchHold {
  /** The match this one is the rematch of. */
  of: string;
  /** Seats kept for their previous holders. */
  seats: string[];
  /** Until when (ms since the epoch). */
  until: number;
}

export type MatchDataWithRematch = Server.MatchData & { gridplayRematch?: RematchHold };

export function rematchHold(metadata: Server.MatchData): RematchHold | undefined {
  return (metadata as MatchDataWithRematch).gridplayRematch;
}

/** True while `seat` is kept for the previous match's player. */
export function isKept(metadata: Server.MatchData, seat: string, now: number): boolean {
  const hold = rematchHold(metadata);
  return Boolean(hold && hold.until > now && hold.seats.includes(seat));
}

/** Why this joiner may not take a kept seat, or undefined when the seat is not kept or is theirs. */
export async function whyKept(
  lobby: Lobby,
  metadata: Server.MatchData,
  seat: string,
  credentials: string | undefined,
  now: number,
): Promise<string | undefined> {
  if (!isKept(metadata, seat, now)) return undefined;
  const hold = rematchHold(metadata)!;
  const minutes = Math.ceil((hold.until - now) / 60_000);
  const kept = `Seat ${seat} is kept for its player from the previous match for ${minutes} more minute${minutes === 1 ? '' : 's'}.`;
  if (credentials === undefined) return kept;
  const { metadata: previous } = (await lobby.store.fetch(hold.of, { metadata: true })) as {
    metadata?: Server.MatchData;
  };
  return whyNotSeated(previous, seat, credentials) ? kept : undefined;
}
