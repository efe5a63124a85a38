/**
 * At game over, the rematch another player may create: the match is asked every 3 seconds for
 * its `nextMatchID`, so "Rematch" turns into "Join the rematch" without a reload.
 */
import { useEffect, useState } from 'react';
import { getMatch } from '../lobby/lobby-api';

const POLL_MS = 3000;

export function useNextMatch(gameId: string, matchID: string, over: boolean) {
  const [nextMatchID, setNextMatchID] = useState<string>();
  useEffect(() => {
    if (!over) return;
    let live = true;
    const poll = () =>
      getMatch(gameId, matchID).then(
        (m) => live && m.nextMatchID && setNextMatchID(m.nextMatchID),
        () => {},
      );
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [over, gameId, matchID]);
  return nextMatchID;
}
