/**
 * The one error line of an online match: a move the server refused (chat, take-back and clock
 * refusals have their own panels), or whatever a page action sets. It clears itself once the
 * match moves on, so an old refusal never sits beside a new position.
 */
import { useEffect, useState } from 'react';
import { onRefusedMove, type OnlineClient } from './online-client';
import { isSocialRefusal } from './social/social-feed';
import { isLifecycleRefusal } from './lifecycle/use-lifecycle';

/** Call after `useOnlineConnection`: the refusals listen on the socket its client started. */
export function useMatchError(
  client: OnlineClient,
  matchID: string,
  playerID: string | null,
  stateID: number | undefined,
) {
  const [error, setError] = useState<string>();

  useEffect(
    () =>
      onRefusedMove(
        client,
        matchID,
        playerID,
        (refusal) =>
          !isSocialRefusal(refusal.move) &&
          !isLifecycleRefusal(refusal.move) &&
          setError(refusal.reason),
      ),
    [client, matchID, playerID],
  );

  useEffect(() => setError(undefined), [stateID]);

  return [error, setError] as const;
}
