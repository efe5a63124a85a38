/**
 * The socket side of the server, in place of boardgame.io's stock SocketIO transport (which
 * sends the unfiltered initial state, lets clients fire any event, creates matches for unknown
 * ids and drops refused moves silently). It speaks the same protocol to boardgame.io clients:
 * namespace per game, `sync` / `update` in, `sync` / `update` / `matchData` out, plus
 * `gridplay:error` `{ matchID, playerID, move, reason }` for every refusal (socket/bus-messages.ts).
 * Chat and take-backs are features handed in from above (social/).
 *
 * This class only wires: each kind of message has its handler in socket/ (sync.ts, update.ts,
 * absent.ts, disconnect.ts), all sharing one SocketContext. Accepted updates go through the
 * match bus, so sockets of one match may sit on any process (socket/delivery.ts). A seat's view
 * goes only to the socket that holds the seat now: when the lobby changes a seat (leave, a new
 * player, new credentials) every process cuts the old socket off at once.
 */
import type { Server as HttpServer } from 'node:http';
import type { Server as SocketServer, Socket } from 'socket.io';
import type { Server } from 'boardgame.io';
import type { LifecycleSnapshot } from '@gridplay/core';
import { DEFAULT_CLIENT_LIMITS } from '../security/client-limits';
import { AddressBuckets } from '../security/address-buckets';
import { MatchEngine } from './match-engine';
import { publicPlayers } from './public-players';
import { RoomCatchUp } from './room-catch-up';
import { channelOf } from './socket/bus-messages';
import type {
  MatchSocketsOptions,
  SocketContext,
  SocketHandler,
  WithoutContext,
} from './socket/socket-context';
import { SocketRooms } from './socket/socket-rooms';
import { socketServer } from './socket/socket-server';
import { messageGuard } from './socket/message-guard';
import { deliver, holdersOf, resyncFromStore } from './socket/delivery';
import { announce, perform } from './socket/perform';
import { onSync } from './socket/sync';
import { onUpdate } from './socket/update';
import { onAbsent } from './socket/absent';
import { onDisconnect } from './socket/disconnect';
import { clientAddress } from '../security/client-address';

export type { GridplayError } from './socket/bus-messages';
export type { MatchSocketsOptions, SeatLifecycle, SocketFeature } from './socket/socket-context';

/** The game's own messages; features add theirs (social/). */
const MATCH_MESSAGES: Readonly<Record<string, SocketHandler>> = {
  sync: onSync,
  update: onUpdate,
  'gridplay:absent': onAbsent,
};

export class MatchSockets {
  readonly engines = new Map<string, MatchEngine>();
  private io?: SocketServer;
  private readonly context: SocketContext;

  constructor(private readonly options: MatchSocketsOptions) {
    const limits = options.limits ?? DEFAULT_CLIENT_LIMITS;
    for (const module of options.modules)
      this.engines.set(module.game.name, new MatchEngine(module.game, options.store));
    const catchUp = options.catchUpEveryMs
      ? new RoomCatchUp({
          everyMs: options.catchUpEveryMs,
          storedStateIDs: (matchIDs) => options.store.storedStateIDs(matchIDs),
          resync: (matchID) => resyncFromStore(this.context, matchID),
          onError: (error) =>
            options.log.error({ err: error }, 'could not compare rooms with storage'),
        })
      : undefined;
    this.context = {
      options,
      limits,
      engines: this.engines,
      rooms: new SocketRooms(
        options.bus,
        (matchID, message) => deliver(this.context, matchID, message),
        catchUp,
      ),
      catchUp,
      addressMessages: new AddressBuckets(
        limits.addressMessagesPerSecond,
        limits.addressMessageBurst,
      ),
      publish: (matchID, message) => options.bus.publish(channelOf(matchID), message),
    };
  }

  attach(server: HttpServer): void {
    this.io = socketServer(server, this.options.origins, this.context.limits);
    for (const [gameName] of this.engines)
      this.io.of(`/${gameName}`).on('connection', (socket) => this.onConnection(gameName, socket));
    this.context.catchUp?.start();
  }

  async close(): Promise<void> {
    // Stop taking messages, then let the moves already accepted for processing reach the database.
    this.io?.disconnectSockets(true);
    await this.context.catchUp?.stop();
    await Promise.all([...this.engines.values()].map((engine) => engine.idle()));
    await this.context.rooms.close();
    await new Promise<void>((resolve, reject) => {
      if (!this.io) return resolve();
      // The callback, not the returned promise, waits for the HTTP server to close.
      this.io.close(() => resolve()).catch(reject);
    });
  }

  /** Runs an action for a seat and tells everyone the outcome: shared by sockets and bots. */
  readonly perform: WithoutContext<typeof perform> = (...args) => perform(this.context, ...args);

  /** Tells every process about a stored move; the move stands even if the telling fails. */
  readonly announce: WithoutContext<typeof announce> = (...args) => announce(this.context, ...args);

  /** Sends a clock and presence snapshot to every socket of the match, on every process. */
  async publishLifecycle(matchID: string, snapshot: LifecycleSnapshot): Promise<void> {
    await this.context.publish(matchID, { type: 'lifecycle', snapshot });
  }

  /**
   * The lobby changed the seats of a match (join, leave, rename, removal): every process cuts
   * off the sockets whose credentials no longer hold their seat, and shows the new names.
   */
  async seatsChanged(matchID: string, metadata: Server.MatchData | undefined): Promise<void> {
    try {
      await this.context.publish(matchID, {
        type: 'seats',
        holders: holdersOf(metadata),
        players: metadata ? publicPlayers(metadata) : [],
      });
    } catch (error) {
      this.options.log.error({ err: error, matchID }, 'could not announce a seat change');
    }
  }

  private onConnection(gameName: string, socket: Socket): void {
    const { context } = this;
    const connection = {
      gameName,
      socket,
      address: clientAddress(socket.request, context.limits.trustProxy),
    };
    const guard = messageGuard(context, connection);
    const handlers: Record<string, SocketHandler> = { ...MATCH_MESSAGES };
    for (const feature of this.options.features ?? []) Object.assign(handlers, feature.events);
    for (const [event, handler] of Object.entries(handlers))
      socket.on(
        event,
        guard(event, (...args) => handler(context, connection, args)),
      );
    socket.on(
      'disconnect',
      guard('disconnect', () => onDisconnect(context, socket)),
    );
  }
}
