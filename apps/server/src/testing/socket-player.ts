/**
 * A boardgame.io client reduced to its socket protocol, recording everything it receives, so
 * tests can check exactly what a seat or a spectator is sent.
 */
import { io, type Socket } from 'socket.io-client';

export interface Received {
  event: string;
  args: any[];
}

export class SocketPlayer {
  readonly received: Received[] = [];
  readonly socket: Socket;
  state: any;
  private waiters: { test: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];

  constructor(
    base: string,
    readonly gameName: string,
    readonly matchID: string,
    readonly playerID: string | null,
    readonly credentials?: string,
    options: { extraHeaders?: Record<string, string> } = {},
  ) {
    this.socket = io(`${base}/${gameName}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      ...options,
    });
    this.socket.onAny((event: string, ...args: any[]) => this.record({ event, args }));
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, 2));
  }

  private record(received: Received): void {
    this.received.push(received);
    if (received.event === 'sync') this.state = received.args[1].state;
    if (received.event === 'update' && received.args[1]._stateID >= (this.state?._stateID ?? -1))
      this.state = received.args[1];
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test(received)) return true;
      waiter.resolve(received);
      return false;
    });
  }

  /** The next (or an already received, when `past`) message passing `test`. */
  next(
    test: (r: Received) => boolean,
    { past = false, timeoutMs = 10_000 } = {},
  ): Promise<Received> {
    const seen = past ? this.received.find(test) : undefined;
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.playerID}: timed out; received ${this.summary()}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
      });
    });
  }

  synced(): Promise<Received> {
    return this.next((r) => r.event === 'sync' || r.event === 'gridplay:error', { past: true });
  }

  /** Waits until this seat has seen state `stateID` (or later). */
  async reaches(stateID: number): Promise<void> {
    if ((this.state?._stateID ?? -1) >= stateID) return;
    await this.next(
      (r) => (r.event === 'update' || r.event === 'sync') && r.args[1]._stateID >= stateID,
    );
  }

  emitAction(
    type: 'MAKE_MOVE' | 'GAME_EVENT' | string,
    name: string,
    args: unknown[],
    as = this.playerID,
    stateID = this.state?._stateID,
  ): void {
    this.socket.emit(
      'update',
      { type, payload: { type: name, args, playerID: as, credentials: this.credentials } },
      stateID,
      this.matchID,
      as,
    );
  }

  /** Sends a move and resolves with the server's answer: the update that logs it, or the error. */
  async move(name: string, ...args: unknown[]): Promise<Received> {
    const mine = (entry: any) =>
      entry.action.payload.playerID === this.playerID && entry.action.payload.type === name;
    const answer = this.next(
      (r) =>
        (r.event === 'update' && (r.args[2] ?? []).some(mine)) ||
        (r.event === 'gridplay:error' && r.args[0].move === name),
    );
    this.emitAction('MAKE_MOVE', name, args);
    return answer;
  }

  summary(): string {
    return this.received
      .map((r) => `${r.event}${r.event === 'gridplay:error' ? `(${r.args[0].reason})` : ''}`)
      .join(', ');
  }

  close(): void {
    this.socket.close();
  }
}
