/**
 * The chat's socket messages (the rules of a line: chat.ts).
 * - `gridplay:chat` `{ matchID, text }` in: a line from the seat (or spectator) the socket
 *   synced as, stamped, stored, then `gridplay:chat` `{ matchID, line }` to every socket of the
 *   match on every process; `gridplay:chat-history` `{ matchID, lines }` (the last 100) right
 *   after each `sync`.
 * - boardgame.io's own `chat` `[matchID, message]`: relayed between the seats only.
 */
import type { Server } from 'boardgame.io';
import { whyNotSeated } from '../match/credentials';
import { chatMessage, problemOf } from '../match/socket-messages';
import { refuse } from '../match/socket/bus-messages';
import type { SocketFeature, SocketHandler } from '../match/socket/socket-context';
import {
  CHAT_HISTORY_LINES,
  CHAT_TOO_FAST,
  ChatRate,
  chatProblem,
  chatRequest,
  stampChatLine,
  type ChatLine,
} from './chat';

/** The `move` of a refused chat line's `gridplay:error`, so clients show it beside the chat. */
const CHAT_REFUSAL = 'chat';

export function chatSockets(): SocketFeature {
  // Per server process, like the sockets it counts.
  const chatRate = new ChatRate();

  const onChatLine: SocketHandler = async (context, { gameName, socket, address }, raw) => {
    const { store, modules } = context.options;
    const seat = context.rooms.seatOf(socket.id);
    const parsed = chatRequest.safeParse(raw);
    const refuseLine = (matchID: string | null, reason: string) =>
      refuse(socket, { matchID, playerID: seat?.playerID ?? null, move: CHAT_REFUSAL, reason });
    if (!parsed.success) {
      const matchID = (raw[0] as { matchID?: unknown } | undefined)?.matchID;
      return refuseLine(
        typeof matchID === 'string' ? matchID.slice(0, 200) : null,
        chatProblem(parsed.error),
      );
    }
    const { matchID, text } = parsed.data[0];
    if (!seat || seat.matchID !== matchID)
      return refuseLine(matchID, 'Not sent: open the match (sync) before chatting in it.');
    if (!chatRate.take(socket.id, address)) return refuseLine(matchID, CHAT_TOO_FAST);
    const { metadata } = (await store.fetch(matchID, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    if (!metadata) return refuseLine(matchID, `There is no ${gameName} match "${matchID}".`);
    // The synced seat is cut off when the lobby changes it; checked again here all the same.
    if (seat.playerID !== null) {
      const reason = whyNotSeated(metadata, seat.playerID, seat.credentials);
      if (reason) return refuseLine(matchID, `Not sent: ${reason}`);
    }
    const meta = modules.find((m) => m.game.name === gameName)!.meta;
    const line = stampChatLine(meta, metadata, seat.playerID, text);
    await store.appendChat(matchID, line);
    await context.publish(matchID, {
      type: 'broadcast',
      event: 'gridplay:chat',
      args: [{ matchID, line }],
    });
  };

  const onChat: SocketHandler = async (context, { socket }, raw) => {
    const seat = context.rooms.seatOf(socket.id);
    const parsed = chatMessage.safeParse(raw);
    if (!parsed.success)
      return refuse(socket, {
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
      return refuse(socket, {
        matchID,
        playerID: seat?.playerID ?? null,
        move: null,
        reason: 'Only seated players can chat.',
      });
    }
    // boardgame.io's own chat is between the seats: spectators neither send nor hear it.
    await context.publish(matchID, {
      type: 'broadcast',
      event: 'chat',
      args: [matchID, message],
      seatedOnly: true,
    });
  };

  return {
    events: { chat: onChat, 'gridplay:chat': onChatLine },
    /** The last lines of the match's chat, to a socket that has just synced. */
    async afterSync(context, socket, matchID) {
      try {
        const lines = await context.options.store.fetchChat<ChatLine>(matchID, {
          limit: CHAT_HISTORY_LINES,
        });
        socket.emit('gridplay:chat-history', { matchID, lines });
      } catch (error) {
        // The match plays on without its chat history; the next sync tries again.
        context.options.log.error({ err: error, matchID }, 'could not read the chat history');
      }
    },
    forget: (socketID) => chatRate.forget(socketID),
  };
}
