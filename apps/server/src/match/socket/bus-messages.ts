/**
 * What travels on the match bus between server processes, and the refusal every socket may hear.
 * Full states stay inside the servers; each process filters them per seat (delivery.ts).
 */
import type { Socket } from 'socket.io';
import type { LogEntry, State } from 'boardgame.io';
import type { LifecycleSnapshot } from '@gridplay/core';
import type { SeatID } from '../seat-view';

export type BusMessage =
  | { type: 'update'; state: State; gameName: string }
  | { type: 'matchData'; players: unknown[] }
  /** The match was rolled back: every socket syncs again (its view of the state and log). */
  | { type: 'resync'; state: State; log: LogEntry[]; players: unknown[] }
  /** The seats changed: who holds each now (a fingerprint of its credentials), or null. */
  | { type: 'seats'; holders: Record<string, string | null>; players: unknown[] }
  /** Clocks and absent players (lifecycle/): the same for every seat and spectator. */
  | { type: 'lifecycle'; snapshot: LifecycleSnapshot }
  /**
   * One socket event, the same for every socket of the match (social/: chat lines, take-back
   * notices); `seatedOnly`: not for spectators.
   */
  | { type: 'broadcast'; event: string; args: unknown[]; seatedOnly?: boolean };

/** The bus channel of one match. */
export const channelOf = (matchID: string) => `gridplay:match:${matchID}`;

/** `gridplay:error`: every refusal, said to the socket whose message it was. */
export interface GridplayError {
  matchID: string | null;
  playerID: SeatID;
  move: string | null;
  reason: string;
}

export function refuse(socket: Socket, error: GridplayError): void {
  socket.emit('gridplay:error', error);
}
