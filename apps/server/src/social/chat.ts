/**
 * Match chat: one line of plain text from a seat or a spectator, kept with the match.
 *
 * The client sends only `{ matchID, text }`. Everything else on a line is the server's word:
 * who spoke is the seat the socket synced with (a spectator when it synced without one), the
 * name is the seat's name in the match data (or the game's seat name), never one the client
 * chose. Text is stored and sent as the plain string it was: the server interprets nothing and
 * escapes nothing, so `<b>` arrives as the four characters `<b>` and a client must show it as
 * text (React does).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PlayerID, Server } from 'boardgame.io';
import { seatName, type GameMeta } from '@gridplay/core';
import { displayName } from '../match/public-players';
import { seatOf } from '../match/credentials';
import { MessageBudget } from '../security/message-budget';
import { AddressBuckets } from '../security/address-buckets';
import { hiddenCharacterIn } from '../security/hidden-characters';

/** One stored and delivered line. */
export interface ChatLine {
  /** Sortable: later lines have larger ids (time first). */
  id: string;
  /** Milliseconds since the epoch, the server's clock. */
  at: number;
  seat: PlayerID | null;
  name: string;
  spectator: boolean;
  text: string;
}

export const CHAT_MAX_CHARACTERS = 300;
/** Lines sent to a socket right after its sync. */
export const CHAT_HISTORY_LINES = 100;

/**
 * How fast one may chat: per socket a burst of 5 lines, then one a second; per address (all its
 * sockets) a burst of 10, then two a second. A person types far slower; a line is stored and
 * sent to every socket of the match, so a flood would cost every player of it.
 */
export const CHAT_RATE = {
  socketBurst: 5,
  socketPerSecond: 1,
  addressBurst: 10,
  addressPerSecond: 2,
} as const;

const chatText = z
  .string({ message: 'the chat text must be a string' })
  .max(CHAT_MAX_CHARACTERS * 4, `a chat message is at most ${CHAT_MAX_CHARACTERS} characters`)
  .transform((text) => text.trim())
  .refine((text) => text.length > 0, 'a chat message cannot be empty')
  .superRefine((text, context) => {
    const length = [...text].length;
    if (length > CHAT_MAX_CHARACTERS)
      context.addIssue({
        code: 'custom',
        message: `a chat message is at most ${CHAT_MAX_CHARACTERS} characters (this one has ${length})`,
      });
  })
  .superRefine((text, context) => {
    // One line, read as written: the same characters a player's name refuses.
    const hidden = hiddenCharacterIn(text);
    if (hidden)
      context.addIssue({ code: 'custom', message: `a chat message cannot hold ${hidden}` });
  });

/** `gridplay:chat` in: only the match and the text; unknown fields (a name, a seat) are dropped. */
export const chatRequest = z.tuple([
  z.object({ matchID: z.string().min(1).max(200), text: chatText }),
]);

/** The first problem with a chat request, in words. */
export function chatProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.path.at(-1) === 'text') return `Not sent: ${issue.message}.`;
  return `Malformed chat message${issue?.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`;
}

let sequence = 0;

/** A line stamped by the server: id, time, seat, name and the spectator mark are all its own. */
export function stampChatLine(
  meta: Pick<GameMeta, 'seatNames'>,
  metadata: Server.MatchData,
  seat: PlayerID | null,
  text: string,
  now = Date.now(),
): ChatLine {
  sequence = (sequence + 1) % 36 ** 4;
  const id = [
    now.toString(36).padStart(9, '0'),
    sequence.toString(36).padStart(4, '0'),
    randomBytes(3).toString('hex'),
  ].join('-');
  if (seat === null) return { id, at: now, seat: null, name: 'Spectator', spectator: true, text };
  const name = displayName(seatOf(metadata, seat)?.name, seat) ?? seatName(meta, seat);
  return { id, at: now, seat, name, spectator: false, text };
}

/** The chat budgets of one server process: per socket, and per address across its sockets. */
export class ChatRate {
  private readonly sockets = new Map<string, MessageBudget>();
  private readonly addresses = new AddressBuckets(
    CHAT_RATE.addressPerSecond,
    CHAT_RATE.addressBurst,
  );

  /** Takes one line for this socket and address; false when either must wait. */
  take(socketID: string, address: string, now = performance.now()): boolean {
    let budget = this.sockets.get(socketID);
    if (!budget) {
      budget = new MessageBudget(CHAT_RATE.socketPerSecond, CHAT_RATE.socketBurst, now);
      this.sockets.set(socketID, budget);
    }
    return budget.take(now) && this.addresses.take(address, now);
  }

  forget(socketID: string): void {
    this.sockets.delete(socketID);
  }
}

export const CHAT_TOO_FAST =
  'Not sent: you are chatting too fast. Wait a second before the next message.';
