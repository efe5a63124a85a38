/**
 * `disconnect`: the socket leaves its room; its seat is marked away unless another socket of
 * the same seat (another tab) is still on this process.
 */
import type { Socket } from 'socket.io';
import { setConnected } from './presence';
import type { SocketContext } from './socket-context';

export async function onDisconnect(context: SocketContext, socket: Socket): Promise<void> {
  const seat = context.rooms.seatOf(socket.id);
  for (const feature of context.options.features ?? []) feature.forget?.(socket.id);
  await context.rooms.leave(socket.id);
  const stillHere = [...(seat ? (context.rooms.room(seat.matchID)?.values() ?? []) : [])].some(
    (other) => other.playerID === seat?.playerID,
  );
  if (seat && seat.playerID !== null && !stillHere)
    await setConnected(context, seat.matchID, seat.playerID, false);
}
