/**
 * Looking back over an online match: the server's frames as this seat saw them (everything after
 * game over), fetched on demand and shown over the live table until "back to live".
 */
import { useState } from 'react';
import type { SeatCredentials } from '../app/storage';
import { fetchOnlineReplay, type Moment } from './social/replay-frames';

export function useLookBack(
  gameName: string,
  matchID: string,
  seat: SeatCredentials | undefined,
  onError: (message: string) => void,
) {
  const [lookBack, setLookBack] = useState<Moment[] | 'loading'>();

  async function open() {
    setLookBack('loading');
    try {
      setLookBack((await fetchOnlineReplay(gameName, matchID, seat)).moments);
    } catch (e) {
      setLookBack(undefined);
      onError(`Cannot look back: ${(e as Error).message}`);
    }
  }

  return {
    /** The frames once fetched; undefined while live. */
    moments: Array.isArray(lookBack) ? lookBack : undefined,
    /** Looking back, or fetching the frames to. */
    active: lookBack !== undefined,
    open,
    close: () => setLookBack(undefined),
  };
}
