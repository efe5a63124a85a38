/**
 * What every socket message handler of one server process shares: its options, one engine per
 * game, its rooms and the per-address message budget. match-sockets.ts builds one and passes it
 * to each handler, so nothing here is a global.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';
import type { PlayerID, Server, State } from 'boardgame.io';
import type { GameModule, LifecycleSnapshot } from '@gridplay/core';
import type { Logger } from 'pino';
import type { MatchStore } from '../../storage/match-store';
import type { MatchBus } from '../../pubsub/match-bus';
import type { AddressBuckets } from '../../security/address-buckets';
import type { ClientLimits } from '../../security/client-limits';
import type { MatchEngine } from '../match-engine';
import type { RoomCatchUp } from '../room-catch-up';
import type { SeatID } from '../seat-view';
import type { BusMessage } from './bus-messages';
import type { SocketRooms } from './socket-rooms';

/**
 * What the sockets ask of clocks and absent players (lifecycle/match-lifecycle.ts, which sits
 * above the match and is handed in).
 */
export interface SeatLifecycle {
  /** Why this seat may not act now (its time ran out), or undefined. */
  whyOutOfTime(metadata: Server.MatchData, seat: PlayerID): string | undefined;
  /** The match data with this seat marked present or away. */
  presence(metadata: Server.MatchData, seat: PlayerID, connected: boolean): Server.MatchData;
  /** The clocks and presence every socket of the match is shown, if the match has any. */
  snapshot(metadata: Server.MatchData): LifecycleSnapshot | undefined;
  /** Sends the match's snapshot to every socket of it, on every process. */
  publish(matchID: string, metadata: Server.MatchData): Promise<void>;
  /** A snapshot reached this process: it times the match's clocks too. */
  heard(gameName: string, matchID: string, snapshot: LifecycleSnapshot): void;
  /** `gridplay:absent` from the seat a socket synced as: why it was refused, or nothing. */
  absent(
    gameName: string,
    asker: { matchID: string | null; playerID: SeatID; credentials?: string },
    raw: unknown[],
  ): Promise<{ matchID: string | null; refusal?: string }>;
}

export interface MatchSocketsOptions {
  modules: readonly GameModule[];
  store: MatchStore;
  bus: MatchBus;
  origins: readonly string[];
  log: Logger;
  /** Called after every accepted update, e.g. to let a bot seat move. */
  onAccepted?: (
    gameName: string,
    matchID: string,
    state: State,
    metadata?: Server.MatchData,
  ) => void;
  /** Called when a client has synced a match (after a restart, bots resume this way). */
  onSynced?: (gameName: string, matchID: string, state: State, metadata: Server.MatchData) => void;
  /** Per-address budgets of sockets and messages (default: DEFAULT_CLIENT_LIMITS). */
  limits?: ClientLimits;
  /**
   * Several processes: how often rooms are compared with storage, to re-sync those a dead
   * process left behind (room-catch-up.ts). Unset: never (one process announces all it stores).
   */
  catchUpEveryMs?: number;
  /** Clocks and absent players (lifecycle/match-lifecycle.ts). */
  lifecycle?: SeatLifecycle;
  /** Socket messages beyond the game's own: chat and take-backs (social/). */
  features?: readonly SocketFeature[];
  /**
   * Why this connection may not play the seat beyond its credentials (a rated seat belongs to
   * an account: accounts/seat-owners.ts), or undefined.
   */
  whyNotSeatOwner?: (
    request: IncomingMessage,
    metadata: Server.MatchData,
    playerID: string,
  ) => Promise<string | undefined>;
}

export interface SocketContext {
  readonly options: MatchSocketsOptions;
  readonly limits: ClientLimits;
  readonly engines: ReadonlyMap<string, MatchEngine>;
  readonly rooms: SocketRooms;
  readonly catchUp?: RoomCatchUp;
  /** The message budget of each client address, across its sockets. */
  readonly addressMessages: AddressBuckets;
  /** Publishes on the match's bus channel: every process's sockets of the match hear it. */
  publish(matchID: string, message: BusMessage): Promise<void>;
}

/** One socket: its game's namespace, and the client address it came from. */
export interface SocketConnection {
  gameName: string;
  socket: Socket;
  address: string;
}

/** Answers one kind of socket message; `raw` is the message's arguments, unvalidated. */
export type SocketHandler = (
  context: SocketContext,
  connection: SocketConnection,
  raw: unknown[],
) => Promise<void>;

/** A set of socket messages handed in from above the match (social/). */
export interface SocketFeature {
  /** The socket events it answers, by name. */
  readonly events: Readonly<Record<string, SocketHandler>>;
  /** Right after a socket synced a match, e.g. to send it the chat history. */
  afterSync?(
    context: SocketContext,
    socket: Socket,
    matchID: string,
    state: State,
    metadata: Server.MatchData,
  ): Promise<void>;
  /** The socket disconnected: forget what was kept for it. */
  forget?(socketID: string): void;
}

/** A function of the shared context, as the class that holds the context offers it (MatchSockets). */
export type WithoutContext<F> = F extends (context: SocketContext, ...rest: infer Rest) => infer Out
  ? (...rest: Rest) => Out
  : never;
