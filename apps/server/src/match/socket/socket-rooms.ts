/**
 * The sockets of each match connected to this process (a room), and the seat each synced as.
 * A room exists while it has a socket: the process listens to the match's bus channel only then.
 */
import type { Socket } from 'socket.io';
import type { MatchBus } from '../../pubsub/match-bus';
import type { RoomCatchUp } from '../room-catch-up';
import type { SeatID } from '../seat-view';
import { channelOf, type BusMessage } from './bus-messages';

/** A socket and the match and seat it synced as. */
export interface SocketSeat {
  socket: Socket;
  gameName: string;
  matchID: string;
  playerID: SeatID;
  credentials?: string;
  /** Fingerprint of the credentials this socket synced with (holderKey). */
  holder: string | null;
}

export class SocketRooms {
  private readonly rooms = new Map<string, Map<string, SocketSeat>>();
  private readonly seats = new Map<string, SocketSeat>();

  constructor(
    private readonly bus: MatchBus,
    /** Hears every bus message of a match this process has a room of. */
    private readonly onMessage: (matchID: string, message: BusMessage) => void,
    private readonly catchUp?: RoomCatchUp,
  ) {}

  /** The seat this socket synced as, if it synced. */
  seatOf(socketID: string): SocketSeat | undefined {
    return this.seats.get(socketID);
  }

  /** This process's sockets of the match (none: undefined). */
  room(matchID: string): ReadonlyMap<string, SocketSeat> | undefined {
    return this.rooms.get(matchID);
  }

  async join(seat: SocketSeat): Promise<void> {
    this.seats.set(seat.socket.id, seat);
    let room = this.rooms.get(seat.matchID);
    if (!room) {
      room = new Map();
      this.rooms.set(seat.matchID, room);
      room.set(seat.socket.id, seat);
      await this.bus.subscribe(channelOf(seat.matchID), (message: BusMessage) =>
        this.onMessage(seat.matchID, message),
      );
    } else {
      room.set(seat.socket.id, seat);
    }
  }

  async leave(socketID: string): Promise<void> {
    const seat = this.seats.get(socketID);
    if (!seat) return;
    if (this.remove(seat)) await this.bus.unsubscribe(channelOf(seat.matchID));
  }

  /** Takes a socket off its seat at once, without waiting for the bus. */
  cutOff(seat: SocketSeat): void {
    if (this.remove(seat)) void this.bus.unsubscribe(channelOf(seat.matchID)).catch(() => {});
  }

  async close(): Promise<void> {
    for (const matchID of this.rooms.keys())
      await this.bus.unsubscribe(channelOf(matchID)).catch(() => {});
    this.rooms.clear();
    this.seats.clear();
  }

  /** Forgets the seat; true when its room is now empty (and gone). */
  private remove(seat: SocketSeat): boolean {
    this.seats.delete(seat.socket.id);
    const room = this.rooms.get(seat.matchID);
    room?.delete(seat.socket.id);
    if (!room || room.size > 0) return false;
    this.rooms.delete(seat.matchID);
    this.catchUp?.forget(seat.matchID);
    return true;
  }
}
