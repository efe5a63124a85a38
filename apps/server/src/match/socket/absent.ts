/**
 * `gridplay:absent` `{ matchID, seat, action }`: the seat this socket synced as hands an away
 * seat to an AI or claims the win (the rules: lifecycle/absent-request.ts).
 */
import { refuse } from './bus-messages';
import type { SocketHandler } from './socket-context';

export const onAbsent: SocketHandler = async (context, { gameName, socket }, raw) => {
  const seat = context.rooms.seatOf(socket.id);
  const { lifecycle } = context.options;
  if (!lifecycle) return;
  const { matchID, refusal } = await lifecycle.absent(
    gameName,
    {
      matchID: seat?.matchID ?? null,
      playerID: seat?.playerID ?? null,
      credentials: seat?.credentials,
    },
    raw,
  );
  if (refusal)
    refuse(socket, {
      matchID,
      playerID: seat?.playerID ?? null,
      move: 'absent',
      reason: refusal,
    });
};
