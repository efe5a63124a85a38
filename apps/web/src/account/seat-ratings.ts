/**
 * The ratings shown on the player panels of a rated match: the match data names each seat's
 * account (`gridplayAccounts`), and each account's public profile its rating for the game.
 * Asked again when the match ends, so the panels show the ratings the result gave.
 */
import { useEffect, useState } from 'react';
import { fetchProfile } from './account-api';

interface RatedMatchData {
  gridplayRated?: boolean;
  gridplayAccounts?: Record<string, string>;
}

const RATED_AFTER_MS = 2000;

export type SeatRatings = Record<string, number>;

/** Seat → the account's rating for `gameId`, for the account seats of a rated match. */
export async function seatRatingsOf(gameId: string, matchID: string): Promise<SeatRatings> {
  const response = await fetch(
    `/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`,
  );
  if (!response.ok) return {};
  const match = (await response.json()) as RatedMatchData;
  if (match.gridplayRated !== true || typeof match.gridplayAccounts !== 'object') return {};
  const entries = await Promise.all(
    Object.entries(match.gridplayAccounts ?? {}).map(async ([seat, name]) => {
      const profile = await fetchProfile(String(name)).catch(() => undefined);
      const rating = profile?.ratings[gameId]?.rating ?? 1500;
      return [seat, rating] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function useSeatRatings(
  gameId: string,
  matchID: string,
  /** Changes when the seats or the result change: asked again then. */
  version: string,
): SeatRatings {
  const [ratings, setRatings] = useState<SeatRatings>({});
  useEffect(() => {
    let live = true;
    const ask = () =>
      void seatRatingsOf(gameId, matchID).then(
        (next) => live && setRatings(next),
        () => {},
      );
    ask();
    // The server rates a match just after it ends: ask once more a moment later.
    const again = window.setTimeout(ask, RATED_AFTER_MS);
    return () => {
      live = false;
      window.clearTimeout(again);
    };
  }, [gameId, matchID, version]);
  return ratings;
}
