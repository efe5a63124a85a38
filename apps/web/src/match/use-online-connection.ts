/**
 * The live link to one online match: a boardgame.io client for this seat (or a spectator), its
 * latest state and seat list as the server syncs them, whether it ever connected (so a lost
 * connection reads "reconnecting", not "connecting"), and the chat and take-back feed on it.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameModule } from '@gridplay/core';
import type { SeatCredentials } from '../app/storage';
import { createOnlineClient, type OnlineClient } from './online-client';
import { SocialFeed } from './social/social-feed';

export type ClientState = NonNullable<ReturnType<OnlineClient['getState']>>;

/** A seat as the server lists it: a name once taken, and whether its player is here now. */
export interface SeatEntry {
  id: number;
  name?: string;
  isConnected?: boolean;
}

export function useOnlineConnection(module: GameModule, matchID: string, seat?: SeatCredentials) {
  const client = useMemo(() => createOnlineClient(module, matchID, seat), [module, matchID, seat]);
  const feed = useMemo(() => new SocialFeed(), [client]);
  const [state, setState] = useState<ClientState | null>(null);
  const [matchData, setMatchData] = useState<SeatEntry[]>();
  const [everConnected, setEverConnected] = useState(false);

  useEffect(() => {
    client.start();
    const stopSocial = feed.attach(client, matchID);
    const unsubscribe = client.subscribe((next) => {
      setState(next);
      setMatchData(client.matchData);
      if (next?.isConnected) setEverConnected(true);
    });
    return () => {
      stopSocial();
      unsubscribe();
      client.stop();
    };
  }, [client, matchID, feed]);

  return { client, feed, state, matchData, everConnected };
}
