/**
 * The socket side of the server, in place of boardgame.io's stock SocketIO transport (which
 * sends the unfiltered initial state, lets clients fire any event, creates matches for unknown
 * ids and drops refused moves silently). It speaks the same protocol to boardgame.io clients:
 * namespace per game, `sync` / `update` / `chat` in, `sync` / `update` / `matchData` / `chat`
 * out, plus `gridplay:error` `{ matchID, playerID, move, reason }` for every refusal.
 * Gridplay's own chat (chat.ts): `gridplay:chat` `{ matchID, text }` in; `gridplay:chat`
 * `{ matchID, line }` out to every socket of the match, and `gridplay:chat-history`
 * `{ matchID, lines }` (the last 100) right after each `sync`.
 *
 * Accepted updates go through the match bus, so sockets of one match may sit on any process.
 * A seat's view goes only to the socket that holds the seat now: when the lobby changes a seat
 * (leave, a new player, new credentials) every process cuts the old socket off at once.
 * Each client address has a budget of sockets and messages (security/), checked before any
 * work, so a flood from one address cannot slow the others down.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server as SocketServer, type Socket } from 'socket.io';
import type { LogEntry, PlayerID, Server, State } from 'boardgame.io';
import type { GameModule } from '@gridplay/core';
import type { Logger } from 'pino';
import type { Fetched, MatchStore } from '../storage/match-store';
import type { MatchBus } from '../pubsub/match-bus';
import { MatchEngine, type ClientAction, type Outcome } from './match-engine';
import { seatLog, seatState, type SeatID } from './seat-view';
import { holderKey, seatIDs, seatOf, whyNotSeated } from './credentials';
import { chatMessage, problemOf, syncMessage, updateMessage } from './socket-messages';
import { MessageBudget } from './message-budget';
import {
  CHAT_HISTORY_LINES,
  CHAT_TOO_FAST,
  ChatRate,
  chatProblem,
  chatRequest,
  stampChatLine,
  type ChatLine,
} from './chat';
import { publicPlayers } from '../lobby/public-match';
import {
  pendingTakeBack,
  takeBackAnswer,
  takeBackAsk,
  TakeBacks,
  type TakeBackNotice,
} from './take-backs';
import { clientAddress } from '../security/client-address';
import { DEFAULT_CLIENT_LIMITS, type ClientLimits } from '../security/client-limits';
import { SocketAdmission } from '../security/socket-admission';
import { AddressBuckets } from '../security/address-buckets';
import { RoomCatchUp } from './room-catch-up';
import type { LifecycleSnapshot } from '@gridplay/core';
import type { MatchLifecycle } from '../lifecycle/match-lifecycle';

export interface GridplayError {
  matchID: string | null;
  playerID: SeatID;
  move: string | null;
  reason: string;
}

/** What travels on the bus: full states stay inside the servers; each process filters per seat. */
type BusMessage =
  | { type: 'update'; state: State; gameName: string }
  | { type: 'matchData'; players: unknown[] }
  | { type: 'chat'; message: unknown }
  /** A stored Gridplay chat line. */
  | { type: 'chatLine'; line: ChatLine }
  /** A take-back was asked, answered or done (take-backs.ts). */
  | { type: 'takeBack'; notice: TakeBackNotice }
  /** The match was rolled back: every socket syncs again (its view of the state and log). */
  | { type: 'resync'; state: State; log: LogEntry[]; players: unknown[] }
  /** The seats changed: who holds each now (a fingerprint of its credentials), or null. */
  | { type: 'seats'; holders: Record<string, string | null>; players: unknown[] }
  /** Clocks and absent players (lifecycle/): the same for every seat and spectator. */
  | { type: 'lifecycle'; snapshot: LifecycleSnapshot };

interface Seat {
  socket: Socket;
  gameName: string;
  matchID: string;
  playerID: SeatID;
  credentials?: string;
  /** Fingerprint of the credentials this socket synced with (holderKey). */
  holder: string | null;
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
  lifecycle?: MatchLifecycle;
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

const channelOf = (matchID: string) => `gridplay:match:${matchID}`;

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Who holds each seat now, by credential fingerprint. */
function holdersOf(metadata: Server.MatchData | undefined): Record<string, string | null> {
  const holders: Record<string, string | null> = Object.create(null);
  if (metadata)
    for (const id of seatIDs(metadata)) holders[id] = holderKey(seatOf(metadata, id)?.credentials);
  return holders;
}

const SLOW_DOWN = 'Too many messages: slow down.';
/** The `move` of a refused chat line's `gridplay:error`, so clients show it beside the chat. */
const CHAT_REFUSAL = 'chat';
/**
 * A sync reads the whole match and its log and sends them back, several times the work of a
 * move; a client needs one per (re)connection. It weighs this many messages in the budgets.
 */
const SYNC_COST = 4;

export class MatchSockets {
  readonly engines = new Map<string, MatchEngine>();
  private io?: SocketServer;
  /** Sockets of each match connected to this process. */
  private readonly rooms = new Map<string, Map<string, Seat>>();
  private readonly seats = new Map<string, Seat>();
  private readonly limits: ClientLimits;
  private readonly admission: SocketAdmission;
  private readonly addressMessages: AddressBuckets;
  private readonly chatRate = new ChatRate();
  private readonly takeBacks: TakeBacks;
  private readonly catchUp?: RoomCatchUp;

  constructor(private readonly options: MatchSocketsOptions) {
    this.limits = options.limits ?? DEFAULT_CLIENT_LIMITS;
    this.admission = new SocketAdmission(this.limits);
    this.addressMessages = new AddressBuckets(
      this.limits.addressMessagesPerSecond,
      this.limits.addressMessageBurst,
    );
    for (const module of options.modules)
      this.engines.set(module.game.name, new MatchEngine(module.game, options.store));
    this.takeBacks = new TakeBacks(options.store);
    if (options.catchUpEveryMs)
      this.catchUp = new RoomCatchUp({
        everyMs: options.catchUpEveryMs,
        storedStateIDs: (matchIDs) => options.store.storedStateIDs(matchIDs),
        resync: (matchID) => this.resyncFromStore(matchID),
        onError: (error) =>
          options.log.error({ err: error }, 'could not compare rooms with storage'),
      });
  }

  attach(server: HttpServer): void {
    const { origins } = this.options;
    // The stock server passes `origins` under a name socket.io 4 ignores (and answers `*`).
    this.io = new SocketServer(server, {
      cors: { origin: [...origins], credentials: true },
      // Browsers are let in from the configured origins or from this server's own address
      // (the web app it serves); clients without an Origin header are not browsers.
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        if (
          origin !== undefined &&
          !origins.includes(origin) &&
          !isSameOrigin(origin, request.headers.host)
        )
          return callback(`Connections from ${origin.slice(0, 100)} are not allowed.`, false);
        // Refused before any socket exists: the cheapest place to turn a flood away.
        const crowded = this.admission.whyRefused(clientAddress(request, this.limits.trustProxy));
        callback(crowded ?? null, crowded === undefined);
      },
      pingTimeout: 20_000,
      pingInterval: 10_000,
      maxHttpBufferSize: 100_000,
    });
    this.io.engine.on(
      'connection',
      (connection: { request: any; close(): void; once(e: string, f: () => void): void }) => {
        const address = clientAddress(connection.request, this.limits.trustProxy);
        if (!this.admission.open(address)) return connection.close();
        connection.once('close', () => this.admission.closed(address));
      },
    );
    for (const [gameName] of this.engines) {
      this.io.of(`/${gameName}`).on('connection', (socket) => this.onConnection(gameName, socket));
    }
    this.catchUp?.start();
  }

  async close(): Promise<void> {
    // Stop taking messages, then let the moves already accepted for processing reach the database.
    this.io?.disconnectSockets(true);
    await this.catchUp?.stop();
    await Promise.all([...this.engines.values()].map((engine) => engine.idle()));
    for (const matchID of this.rooms.keys())
      await this.options.bus.unsubscribe(channelOf(matchID)).catch(() => {});
    this.rooms.clear();
    this.seats.clear();
    await new Promise<void>((resolve) => (this.io ? this.io.close(() => resolve()) : resolve()));
  }

  /** Runs an action for a seat and tells everyone the outcome: shared by sockets and bots. */
  async perform(
    gameName: string,
    matchID: string,
    playerID: PlayerID,
    action: ClientAction,
    stateID?: number,
    authorize?: (metadata: Server.MatchData) => string | undefined,
  ): Promise<Outcome> {
    const engine = this.engines.get(gameName);
    if (!engine) return { kind: 'refused', reason: `No game called "${gameName}".` };
    const outcome = await engine.act(matchID, playerID, action, stateID, authorize);
    this.options.log.debug(
      {
        matchID,
        playerID,
        action: action.name,
        outcome: outcome.kind,
        reason: outcome.kind === 'refused' ? outcome.reason : undefined,
      },
      'action',
    );
    if (outcome.kind === 'accepted') await this.announce(gameName, matchID, outcome);
    return outcome;
  }

  /** Sends a clock and presence snapshot to every socket of the match, on every process. */
  async publishLifecycle(matchID: string, snapshot: LifecycleSnapshot): Promise<void> {
    await this.options.bus.publish(channelOf(matchID), {
      type: 'lifecycle',
      snapshot,
    } satisfies BusMessage);
  }

  /** Tells every process about a stored move; the move stands even if the telling fails. */
  async announce(
    gameName: string,
    matchID: string,
    outcome: Extract<Outcome, { kind: 'accepted' }>,
  ): Promise<void> {
    try {
      await this.options.bus.publish(channelOf(matchID), {
        type: 'update',
        state: outcome.state,
        gameName,
      } satisfies BusMessage);
      if (outcome.metadata) {
        await this.options.bus.publish(channelOf(matchID), {
          type: 'matchData',
          players: publicPlayers(outcome.metadata),
        } satisfies BusMessage);
      }
    } catch (error) {
      // Clients catch up on their next sync (socket.io reconnects them).
      this.options.log.error({ err: error, matchID }, 'could not broadcast a stored move');
    }
    this.options.onAccepted?.(
      gameName,
      matchID,
      outcome.state,
      outcome.metadata ?? outcome.matchData,
    );
  }

  private onConnection(gameName: string, socket: Socket): void {
    const { limits } = this;
    const budget = new MessageBudget(limits.socketMessagesPerSecond, limits.socketMessageBurst);
    const address = clientAddress(socket.request, limits.trustProxy);
    let refusals = 0;
    let lastWarning = -Infinity;
    /** Over budget: one warning a second at most (answering each message is work too). */
    const slowDown = (args: unknown[]) => {
      if (++refusals >= limits.refusalsBeforeDisconnect) {
        this.refuse(socket, {
          matchID: null,
          playerID: null,
          move: null,
          reason: `${SLOW_DOWN} Disconnected.`,
        });
        socket.disconnect(true);
        return;
      }
      const now = performance.now();
      if (now - lastWarning < 1000) return;
      lastWarning = now;
      const matchID =
        typeof args[0] === 'string' ? args[0] : typeof args[2] === 'string' ? args[2] : null;
      this.refuse(socket, { matchID, playerID: null, move: null, reason: SLOW_DOWN });
    };
    const guard =
      (event: string, handler: (...args: unknown[]) => Promise<void>) =>
      (...args: unknown[]) => {
        if (event !== 'disconnect') {
          const now = performance.now();
          const cost = event === 'sync' ? SYNC_COST : 1;
          if (!budget.take(now, cost) || !this.addressMessages.take(address, now, cost))
            return slowDown(args);
          refusals = 0;
        }
        handler(...args).catch((error: Error) => {
          this.options.log.error({ err: error, event, gameName }, 'socket handler failed');
          this.refuse(socket, {
            matchID: null,
            playerID: null,
            move: null,
            reason: 'The server could not handle that message.',
          });
        });
      };
    socket.on(
      'sync',
      guard('sync', (...args) => this.onSync(gameName, socket, args)),
    );
    socket.on(
      'update',
      guard('update', (...args) => this.onUpdate(gameName, socket, args)),
    );
    socket.on(
      'chat',
      guard('chat', (...args) => this.onChat(socket, args)),
    );
    socket.on(
      'gridplay:chat',
      guard('gridplay:chat', (...args) => this.onChatLine(gameName, socket, address, args)),
    );
    socket.on(
      'gridplay:take-back',
      guard('gridplay:take-back', (...args) => this.onTakeBack(gameName, socket, args, 'ask')),
    );
    socket.on(
      'gridplay:take-back-answer',
      guard('gridplay:take-back-answer', (...args) =>
        this.onTakeBack(gameName, socket, args, 'answer'),
      ),
    );
    socket.on(
      'gridplay:absent',
      guard('gridplay:absent', (...args) => this.onAbsent(gameName, socket, args)),
    );
    socket.on(
      'disconnect',
      guard('disconnect', () => this.onDisconnect(socket)),
    );
  }

  private refuse(socket: Socket, error: GridplayError): void {
    socket.emit('gridplay:error', error);
  }

  private async onSync(gameName: string, socket: Socket, raw: unknown[]): Promise<void> {
    const parsed = syncMessage.safeParse(raw);
    if (!parsed.success) {
      return this.refuse(socket, {
        matchID: null,
        playerID: null,
        move: null,
        reason: problemOf(parsed.error),
      });
    }
    const [matchID, rawPlayerID, credentials] = parsed.data;
    const playerID: SeatID = rawPlayerID ?? null;
    const { state, metadata, log } = (await this.options.store.fetch(matchID, {
      state: true,
      metadata: true,
      log: true,
    })) as {
      state?: State;
      metadata?: Server.MatchData;
      log?: LogEntry[];
    };
    // Unknown ids are refused: the stock server would create an unlisted match without seats.
    if (!state || !metadata || metadata.gameName !== gameName) {
      return this.refuse(socket, {
        matchID,
        playerID,
        move: null,
        reason: `There is no ${gameName} match "${matchID}".`,
      });
    }
    if (playerID !== null) {
      const reason =
        whyNotSeated(metadata, playerID, credentials) ??
        (await this.options.whyNotSeatOwner?.(socket.request, metadata, playerID));
      if (reason) return this.refuse(socket, { matchID, playerID, move: null, reason });
    }
    await this.leaveRoom(socket.id);
    const seat: Seat = {
      socket,
      gameName,
      matchID,
      playerID,
      credentials: credentials ?? undefined,
      holder: playerID === null ? null : holderKey(credentials ?? undefined),
    };
    await this.joinRoom(seat);
    this.catchUp?.synced(matchID, state._stateID);
    const game = this.engines.get(gameName)!.game;
    socket.emit('sync', matchID, {
      state: seatState(game, state, playerID),
      log: seatLog(log, playerID),
      filteredMetadata: publicPlayers(metadata),
      // Never sent: boardgame.io would send the unfiltered setup state and the PRNG seed.
      initialState: undefined,
    });
    await this.sendChatHistory(socket, matchID);
    const request = pendingTakeBack(metadata, state);
    if (request)
      socket.emit('gridplay:take-back', {
        matchID,
        request,
        asked: request,
        outcome: 'pending',
        by: request.by,
      } satisfies TakeBackNotice & { matchID: string });
    const lifecycle = this.options.lifecycle?.snapshot(metadata);
    if (lifecycle) socket.emit('gridplay:lifecycle', { matchID, ...lifecycle });
    if (playerID !== null) await this.setConnected(matchID, playerID, true);
    this.options.onSynced?.(gameName, matchID, state, metadata);
  }

  /** The last lines of the match's chat, to a socket that has just synced. */
  private async sendChatHistory(socket: Socket, matchID: string): Promise<void> {
    try {
      const lines = await this.options.store.fetchChat<ChatLine>(matchID, {
        limit: CHAT_HISTORY_LINES,
      });
      socket.emit('gridplay:chat-history', { matchID, lines });
    } catch (error) {
      // The match plays on without its chat history; the next sync tries again.
      this.options.log.error({ err: error, matchID }, 'could not read the chat history');
    }
  }

  /**
   * `gridplay:chat` `{ matchID, text }`: a line from the seat (or spectator) this socket synced
   * as, stamped, stored, then sent to every socket of the match on every process.
   */
  private async onChatLine(
    gameName: string,
    socket: Socket,
    address: string,
    raw: unknown[],
  ): Promise<void> {
    const seat = this.seats.get(socket.id);
    const parsed = chatRequest.safeParse(raw);
    const refuse = (matchID: string | null, reason: string) =>
      this.refuse(socket, {
        matchID,
        playerID: seat?.playerID ?? null,
        move: CHAT_REFUSAL,
        reason,
      });
    if (!parsed.success) {
      const matchID = (raw[0] as { matchID?: unknown } | undefined)?.matchID;
      return refuse(
        typeof matchID === 'string' ? matchID.slice(0, 200) : null,
        chatProblem(parsed.error),
      );
    }
    const { matchID, text } = parsed.data[0];
    if (!seat || seat.matchID !== matchID)
      return refuse(matchID, 'Not sent: open the match (sync) before chatting in it.');
    if (!this.chatRate.take(socket.id, address)) return refuse(matchID, CHAT_TOO_FAST);
    const { metadata } = (await this.options.store.fetch(matchID, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    if (!metadata) return refuse(matchID, `There is no ${gameName} match "${matchID}".`);
    // The synced seat is cut off when the lobby changes it; checked again here all the same.
    if (seat.playerID !== null) {
      const reason = whyNotSeated(metadata, seat.playerID, seat.credentials);
      if (reason) return refuse(matchID, `Not sent: ${reason}`);
    }
    const meta = this.options.modules.find((m) => m.game.name === gameName)!.meta;
    const line = stampChatLine(meta, metadata, seat.playerID, text);
    await this.options.store.appendChat(matchID, line);
    await this.options.bus.publish(channelOf(matchID), {
      type: 'chatLine',
      line,
    } satisfies BusMessage);
  }

  /**
   * `gridplay:take-back` `{ matchID }` (ask) and `gridplay:take-back-answer` `{ matchID, accept }`
   * from the seat this socket synced as; every socket of the match hears `gridplay:take-back`
   * `{ matchID, request, outcome, by? }`, and a rollback re-syncs every socket (take-backs.ts).
   */
  private async onTakeBack(
    gameName: string,
    socket: Socket,
    raw: unknown[],
    kind: 'ask' | 'answer',
  ): Promise<void> {
    const seat = this.seats.get(socket.id);
    const move = kind === 'ask' ? 'take-back' : 'take-back-answer';
    const parsed = (kind === 'ask' ? takeBackAsk : takeBackAnswer).safeParse(raw);
    if (!parsed.success)
      return this.refuse(socket, {
        matchID: null,
        playerID: null,
        move,
        reason: problemOf(parsed.error),
      });
    const { matchID } = parsed.data[0];
    const refuse = (reason: string) =>
      this.refuse(socket, { matchID, playerID: seat?.playerID ?? null, move, reason });
    if (!seat || seat.matchID !== matchID)
      return refuse('Open the match (sync) before asking to take back.');
    const module = this.options.modules.find((m) => m.game.name === gameName)!;
    const outcome =
      kind === 'ask'
        ? await this.takeBacks.ask(module, matchID, seat.playerID)
        : await this.takeBacks.answer(
            module,
            matchID,
            seat.playerID,
            'accept' in parsed.data[0] && parsed.data[0].accept === true,
          );
    if (outcome.kind === 'refused') return refuse(outcome.reason);
    const publish = (message: BusMessage) => this.options.bus.publish(channelOf(matchID), message);
    if (outcome.kind === 'rolled-back') {
      const { log = [], metadata } = (await this.options.store.fetch(matchID, {
        log: true,
        metadata: true,
      })) as { log?: LogEntry[]; metadata?: Server.MatchData };
      const players = metadata ? publicPlayers(metadata) : [];
      await publish({ type: 'resync', state: outcome.state, log, players });
      this.options.onAccepted?.(gameName, matchID, outcome.state);
    }
    await publish({
      type: 'takeBack',
      notice: {
        request: outcome.kind === 'pending' ? outcome.request : null,
        asked: outcome.request,
        outcome: outcome.kind,
        by: outcome.kind === 'declined' ? outcome.by : outcome.request.by,
      },
    });
  }

  private async onUpdate(gameName: string, socket: Socket, raw: unknown[]): Promise<void> {
    const parsed = updateMessage.safeParse(raw);
    if (!parsed.success) {
      const matchID = typeof raw[2] === 'string' ? raw[2] : null;
      return this.refuse(socket, {
        matchID,
        playerID: null,
        move: null,
        reason: problemOf(parsed.error),
      });
    }
    const [action, stateID, matchID, playerID] = parsed.data;
    const move = action.payload.type;
    const error = (reason: string) => this.refuse(socket, { matchID, playerID, move, reason });
    if (action.type !== 'MAKE_MOVE' && action.type !== 'GAME_EVENT') {
      return error(`"${action.type}" is not available in online matches.`);
    }
    if (
      action.payload.playerID !== undefined &&
      action.payload.playerID !== null &&
      action.payload.playerID !== playerID
    ) {
      return error(`You cannot act for seat ${action.payload.playerID}.`);
    }
    const args =
      action.payload.args === undefined || action.payload.args === null ? [] : action.payload.args;
    // Credentials are checked for every seat on every action, whatever socket it comes from.
    const authorize = (metadata: Server.MatchData) =>
      whyNotSeated(metadata, playerID, action.payload.credentials) ??
      this.options.lifecycle?.whyOutOfTime(metadata, playerID);
    const outcome = Array.isArray(args)
      ? await this.perform(
          gameName,
          matchID,
          playerID,
          { type: action.type, name: move, args },
          stateID,
          authorize,
        )
      : { kind: 'refused' as const, reason: 'Malformed move: arguments must be a list.' };
    if (outcome.kind === 'refused') error(outcome.reason);
  }

  private async onChat(socket: Socket, raw: unknown[]): Promise<void> {
    const seat = this.seats.get(socket.id);
    const parsed = chatMessage.safeParse(raw);
    if (!parsed.success)
      return this.refuse(socket, {
        matchID: null,
        playerID: null,
        move: null,
        reason: problemOf(parsed.error),
      });
    const [matchID, message] = parsed.data;
    if (
      !seat ||
      seat.matchID !== matchID ||
      seat.playerID === null ||
      seat.playerID !== message.sender
    ) {
      return this.refuse(socket, {
        matchID,
        playerID: seat?.playerID ?? null,
        move: null,
        reason: 'Only seated players can chat.',
      });
    }
    await this.options.bus.publish(channelOf(matchID), {
      type: 'chat',
      message,
    } satisfies BusMessage);
  }

  private async onDisconnect(socket: Socket): Promise<void> {
    const seat = this.seats.get(socket.id);
    this.chatRate.forget(socket.id);
    await this.leaveRoom(socket.id);
    // Another tab of the same seat on this process keeps it present.
    const stillHere = [...(seat ? (this.rooms.get(seat.matchID)?.values() ?? []) : [])].some(
      (other) => other.playerID === seat?.playerID,
    );
    if (seat && seat.playerID !== null && !stillHere)
      await this.setConnected(seat.matchID, seat.playerID, false);
  }

  /** `gridplay:absent` `{ matchID, seat, action }` (lifecycle/absent-request.ts). */
  private async onAbsent(gameName: string, socket: Socket, raw: unknown[]): Promise<void> {
    const seat = this.seats.get(socket.id);
    if (!this.options.lifecycle) return;
    const { matchID, refusal } = await this.options.lifecycle.absent(
      gameName,
      {
        matchID: seat?.matchID ?? null,
        playerID: seat?.playerID ?? null,
        credentials: seat?.credentials,
      },
      raw,
    );
    if (refusal)
      this.refuse(socket, {
        matchID,
        playerID: seat?.playerID ?? null,
        move: 'absent',
        reason: refusal,
      });
  }

  private async setConnected(
    matchID: string,
    playerID: PlayerID,
    connected: boolean,
  ): Promise<void> {
    const metadata = await this.options.store.updateMetadata(matchID, (current) => {
      const player = seatOf(current, playerID);
      if (!player) return undefined;
      // A player failing over from a process that died is still marked connected: nothing to
      // write or announce. Skipping it keeps a failover's wave of reconnections cheap.
      const before = JSON.stringify(current);
      player.isConnected = connected;
      const next = this.options.lifecycle?.presence(current, playerID, connected) ?? current;
      return JSON.stringify(next) === before ? undefined : next;
    });
    if (!metadata) return;
    await this.options.bus.publish(channelOf(matchID), {
      type: 'matchData',
      players: publicPlayers(metadata),
    } satisfies BusMessage);
    await this.options.lifecycle?.publish(matchID, metadata);
  }

  private async joinRoom(seat: Seat): Promise<void> {
    this.seats.set(seat.socket.id, seat);
    let room = this.rooms.get(seat.matchID);
    if (!room) {
      room = new Map();
      this.rooms.set(seat.matchID, room);
      room.set(seat.socket.id, seat);
      await this.options.bus.subscribe(channelOf(seat.matchID), (message: BusMessage) =>
        this.deliver(seat.matchID, message),
      );
    } else {
      room.set(seat.socket.id, seat);
    }
  }

  private async leaveRoom(socketID: string): Promise<void> {
    const seat = this.seats.get(socketID);
    if (!seat) return;
    this.seats.delete(socketID);
    const room = this.rooms.get(seat.matchID);
    room?.delete(socketID);
    if (room && room.size === 0) {
      this.rooms.delete(seat.matchID);
      this.catchUp?.forget(seat.matchID);
      await this.options.bus.unsubscribe(channelOf(seat.matchID));
    }
  }

  /** Fans a bus message out to this process's sockets of the match, each seeing its own view. */
  private deliver(matchID: string, message: BusMessage): void {
    const room = this.rooms.get(matchID);
    if (!room) return;
    if (message.type === 'update' || message.type === 'resync') {
      if (this.catchUp?.sawLater(matchID, message.state._stateID)) return;
      this.catchUp?.saw(matchID, message.state._stateID);
    }
    // Every process with sockets of the match times its clocks (lifecycle/match-lifecycle.ts).
    if (message.type === 'lifecycle')
      this.options.lifecycle?.heard(
        room.values().next().value!.gameName,
        matchID,
        message.snapshot,
      );
    // Each distinct view is computed once, however many sockets share it (spectators, tabs).
    const views = new Map<SeatID, unknown[]>();
    for (const seat of room.values()) {
      try {
        this.deliverTo(seat, matchID, message, views);
      } catch (error) {
        // One seat's view failing (a game bug) must not keep the others from their update.
        this.options.log.error(
          { err: error, matchID, playerID: seat.playerID },
          'could not deliver to a seat',
        );
      }
    }
  }

  /**
   * The lobby changed the seats of a match (join, leave, rename, removal): every process cuts
   * off the sockets whose credentials no longer hold their seat, and shows the new names.
   */
  async seatsChanged(matchID: string, metadata: Server.MatchData | undefined): Promise<void> {
    try {
      await this.options.bus.publish(channelOf(matchID), {
        type: 'seats',
        holders: holdersOf(metadata),
        players: metadata ? publicPlayers(metadata) : [],
      } satisfies BusMessage);
    } catch (error) {
      this.options.log.error({ err: error, matchID }, 'could not announce a seat change');
    }
  }

  /** Takes a socket off its seat at once: it receives nothing more of the match. */
  private cutOff(seat: Seat, matchID: string): void {
    const room = this.rooms.get(matchID);
    room?.delete(seat.socket.id);
    this.seats.delete(seat.socket.id);
    if (room && room.size === 0) {
      this.rooms.delete(matchID);
      this.catchUp?.forget(matchID);
      void this.options.bus.unsubscribe(channelOf(matchID)).catch(() => {});
    }
    this.refuse(seat.socket, {
      matchID,
      playerID: seat.playerID,
      move: null,
      reason: `You no longer hold seat ${seat.playerID} of this match: join it again to play.`,
    });
  }

  /** Re-syncs this process's sockets of a match from storage (room-catch-up.ts). */
  private async resyncFromStore(matchID: string): Promise<void> {
    const {
      state,
      log = [],
      metadata,
    } = (await this.options.store.fetch(matchID, {
      state: true,
      log: true,
      metadata: true,
    })) as Fetched;
    if (!state || !metadata) return;
    this.options.log.warn(
      { matchID, stateID: state._stateID },
      'a stored move was never announced (its process died?): re-syncing this match',
    );
    this.deliver(matchID, { type: 'resync', state, log, players: publicPlayers(metadata) });
  }

  private deliverTo(
    seat: Seat,
    matchID: string,
    message: BusMessage,
    views: Map<SeatID, unknown[]>,
  ): void {
    switch (message.type) {
      case 'seats': {
        const holder =
          seat.playerID !== null && Object.hasOwn(message.holders, seat.playerID)
            ? message.holders[seat.playerID]
            : null;
        if (seat.playerID !== null && (holder === null || holder !== seat.holder))
          return this.cutOff(seat, matchID);
        seat.socket.emit('matchData', matchID, message.players);
        break;
      }
      case 'update': {
        let view = views.get(seat.playerID);
        if (!view) {
          const game = this.engines.get(seat.gameName)!.game;
          view = [
            seatState(game, message.state, seat.playerID),
            seatLog(message.state.deltalog, seat.playerID),
          ];
          views.set(seat.playerID, view);
        }
        seat.socket.emit('update', matchID, ...view);
        break;
      }
      case 'matchData':
        seat.socket.emit('matchData', matchID, message.players);
        break;
      case 'chat':
        // boardgame.io's own chat is between the seats: spectators neither send nor hear it.
        if (seat.playerID !== null) seat.socket.emit('chat', matchID, message.message);
        break;
      case 'chatLine':
        seat.socket.emit('gridplay:chat', { matchID, line: message.line });
        break;
      case 'takeBack':
        seat.socket.emit('gridplay:take-back', { matchID, ...message.notice });
        break;
      case 'lifecycle':
        seat.socket.emit('gridplay:lifecycle', { matchID, ...message.snapshot });
        break;
      case 'resync': {
        const game = this.engines.get(seat.gameName)!.game;
        seat.socket.emit('sync', matchID, {
          state: seatState(game, message.state, seat.playerID),
          log: seatLog(message.log, seat.playerID),
          filteredMetadata: message.players,
          initialState: undefined,
        });
        break;
      }
    }
  }
}
