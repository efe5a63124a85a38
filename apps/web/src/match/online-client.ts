/**
 * A boardgame.io client for one seat (or a spectator) of an online match, plus what the stock
 * client does not surface: the server's `gridplay:error` refusals and the socket's connection.
 */
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { GameModule } from '@gridplay/core';

export interface RefusedMove {
  matchID: string;
  playerID: string;
  move: string;
  reason: string;
}

export type OnlineClient = ReturnType<typeof Client>;

export function createOnlineClient(
  module: GameModule,
  matchID: string,
  seat?: { playerID: string; credentials: string },
): OnlineClient {
  return Client({
    game: module.game,
    // The match in the socket's handshake URL lets a balancer in front of several server
    // processes send all of a match's sockets to one of them (server README, "Several processes").
    multiplayer: SocketIO({ socketOpts: { query: { matchID } } }),
    matchID,
    playerID: seat?.playerID,
    credentials: seat?.credentials,
    debug: false,
  });
}

export interface SocketLike {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
}

/** The socket under the client's transport (boardgame.io keeps it on `transport.socket`). */
export function socketOf(client: OnlineClient): SocketLike | undefined {
  return (
    (client as unknown as { transport?: { socket?: SocketLike } }).transport?.socket ?? undefined
  );
}

/** Calls `onRefused` for refusals of this client's own moves; returns the unsubscribe. */
export function onRefusedMove(
  client: OnlineClient,
  matchID: string,
  playerID: string | null,
  onRefused: (refusal: RefusedMove) => void,
): () => void {
  const socket = socketOf(client);
  if (!socket) return () => {};
  const listener = (...args: unknown[]) => {
    const refusal = (args.find((a) => a && typeof a === 'object' && 'reason' in a) ??
      {}) as Partial<RefusedMove>;
    if (typeof refusal.reason !== 'string') return;
    if (refusal.matchID !== undefined && refusal.matchID !== matchID) return;
    if (
      refusal.playerID !== undefined &&
      playerID !== null &&
      String(refusal.playerID) !== playerID
    )
      return;
    onRefused({
      matchID,
      playerID: String(refusal.playerID ?? playerID),
      move: String(refusal.move ?? ''),
      reason: refusal.reason,
    });
  };
  socket.on('gridplay:error', listener);
  return () => socket.off('gridplay:error', listener);
}
