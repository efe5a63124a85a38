/** A seat's "connected" mark in the match data, kept as its sockets come and go. */
import type { PlayerID } from 'boardgame.io';
import { seatOf } from '../credentials';
import { publicPlayers } from '../public-players';
import type { SocketContext } from './socket-context';

export async function setConnected(
  context: SocketContext,
  matchID: string,
  playerID: PlayerID,
  connected: boolean,
): Promise<void> {
  const { store, lifecycle } = context.options;
  const metadata = await store.updateMetadata(matchID, (current) => {
    const player = seatOf(current, playerID);
    if (!player) return undefined;
    // A player failing over from a process that died is still marked connected: nothing to
    // write or announce. Skipping it keeps a failover's wave of reconnections cheap.
    const before = JSON.stringify(current);
    player.isConnected = connected;
    const next = lifecycle?.presence(current, playerID, connected) ?? current;
    return JSON.stringify(next) === before ? undefined : next;
  });
  if (!metadata) return;
  await context.publish(matchID, { type: 'matchData', players: publicPlayers(metadata) });
  await lifecycle?.publish(matchID, metadata);
}
