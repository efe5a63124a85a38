/**
 * The chat lines a match page shows: the server's history after each sync, then each new line,
 * in the server's order (ids sort by time), each once however often it arrives.
 */

/** One line as the server stamped it (apps/server/src/social/chat.ts). */
export interface ChatLine {
  id: string;
  at: number;
  seat: string | null;
  name: string;
  spectator: boolean;
  text: string;
}

/** The longest line the server takes (characters, not UTF-16 units). */
export const CHAT_MAX_CHARACTERS = 300;
/** Lines kept on the page. */
const KEEP = 200;

export function isChatLine(value: unknown): value is ChatLine {
  const line = value as Partial<ChatLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.text === 'string' &&
    (line.seat === null || typeof line.seat === 'string')
  );
}

/** `lines` with `incoming` merged in: no duplicates, oldest first, the newest KEEP. */
export function mergeChat(lines: readonly ChatLine[], incoming: readonly unknown[]): ChatLine[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const line of incoming) if (isChatLine(line)) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(-KEEP);
}

/** Why a draft cannot be sent, checked before sending (the server checks again). */
export function draftProblem(draft: string): string | undefined {
  const text = draft.trim();
  if (!text) return undefined;
  const length = [...text].length;
  if (length > CHAT_MAX_CHARACTERS)
    return `A chat message is at most ${CHAT_MAX_CHARACTERS} characters (this one has ${length}).`;
  return undefined;
}
