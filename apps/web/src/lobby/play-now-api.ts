/**
 * The server's "Play now" queue (apps/server/README.md, "Play now"): join with a game, then ask
 * about the ticket about once a second until a match is found (or take the AI offered after the
 * chosen wait); a ticket nobody asks about is given up by the server, so a closed page leaves.
 */
import type { Difficulty } from './lobby-api';

export interface Waiting {
  status: 'waiting';
  game: string;
  waitedMs: number;
  aiAfterMs: number;
  aiOffered: boolean;
  ratingWindow: number;
}

export interface Matched {
  status: 'matched';
  game: string;
  matchID: string;
  playerID: string;
  credentials: string;
  rated: boolean;
  opponent: 'person' | 'ai';
}

export type TicketNews = Waiting | Matched;

/** How often a waiting page asks (the server gives a place up after 10 s without asking). */
export const ASK_EVERY_MS = 1000;
/** The waits a player may choose before an AI opponent is offered. */
export const AI_AFTER_CHOICES = [15, 30, 60, 120] as const;
export const DEFAULT_AI_AFTER = 30;

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new Error('The server cannot be reached. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const parsed = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(parsed.error ?? `The server answered ${response.status}.`);
  return parsed as T;
}

export const joinQueue = (game: string, playerName: string | undefined, aiAfterSeconds: number) =>
  call<TicketNews & { ticket: string }>('/api/play-now', {
    method: 'POST',
    body: playerName ? { game, playerName, aiAfterSeconds } : { game, aiAfterSeconds },
  });

export const askTicket = (ticket: string) =>
  call<TicketNews>(`/api/play-now/${encodeURIComponent(ticket)}`);

/** Takes the AI offer, at the level the player chose. */
export const playTheAi = (ticket: string, level: Difficulty) =>
  call<TicketNews>(`/api/play-now/${encodeURIComponent(ticket)}/ai`, {
    method: 'POST',
    body: { level },
  });

/** Leaves the queue; also when the page is closing (a beacon outlives the page). */
export function leaveQueue(ticket: string, closing = false): void {
  const path = `/api/play-now/${encodeURIComponent(ticket)}/leave`;
  if (closing && navigator.sendBeacon?.(path)) return;
  void fetch(path, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {});
}

/** "0:07", "1:30": how long a player has waited. */
export function waitedWords(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
