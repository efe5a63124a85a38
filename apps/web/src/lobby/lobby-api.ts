/**
 * The server's lobby API (boardgame.io's routes under /games, plus Gridplay's `bots`), over plain
 * fetch: the lobby must not download boardgame.io's client. Every failure becomes an Error whose
 * message a player can read. Requests that change something survive a cut connection: they are
 * retried with an idempotency key (retried-request.ts).
 */
import type { SetupValue } from '@gridplay/core';
import { sendRetried } from './retried-request';

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface MatchPlayer {
  id: number;
  name?: string;
  isConnected?: boolean;
}

export interface MatchSummary {
  matchID: string;
  gameName: string;
  players: MatchPlayer[];
  setupData?: Record<string, SetupValue>;
  gameover?: unknown;
  nextMatchID?: string;
  createdAt?: number;
  updatedAt?: number;
  unlisted?: boolean;
}

async function call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const method = init?.method ?? 'GET';
  const body = init?.body === undefined ? undefined : JSON.stringify(init.body);
  const send = (key?: string) =>
    fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      },
      body,
    });
  let response: Response;
  try {
    // A change is retried with its key through a cut connection (retried-request.ts).
    response = method === 'POST' ? await sendRetried(send) : await send();
  } catch {
    throw new Error('The server cannot be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).trim();
    let reason = text;
    try {
      const parsed = JSON.parse(text) as { error?: string; message?: string };
      reason = parsed.error ?? parsed.message ?? text;
    } catch {
      // Plain-text error body.
    }
    if (response.status === 404 && !reason) reason = 'Not found.';
    throw new Error(reason || `The server answered ${response.status}.`);
  }
  return (await response.json()) as T;
}

const base = (gameId: string) => `/games/${encodeURIComponent(gameId)}`;

export function createMatch(
  gameId: string,
  request: {
    numPlayers: number;
    setupData: Record<string, SetupValue>;
    bots: Record<string, Difficulty>;
    /** Chess clocks (online): `{ preset, onTimeout }`, see the server's lobby-schemas.ts. */
    timeControl?: { preset: string; onTimeout: string };
    /** Only logged-in players may sit; the result changes their ratings. */
    rated?: boolean;
  },
): Promise<{ matchID: string }> {
  const body: Record<string, unknown> = {
    numPlayers: request.numPlayers,
    setupData: request.setupData,
  };
  if (Object.keys(request.bots).length > 0) body.bots = request.bots;
  if (request.timeControl) body.timeControl = request.timeControl;
  if (request.rated) body.rated = true;
  return call(`${base(gameId)}/create`, { method: 'POST', body });
}

/**
 * Takes a seat. A rematch keeps its seats for the previous players for a while: they pass the
 * previous match's `credentials` for the same seat to prove it.
 */
export function joinMatch(
  gameId: string,
  matchID: string,
  playerID: string,
  playerName: string,
  credentials?: string,
): Promise<{ playerID: string; playerCredentials: string }> {
  return call(`${base(gameId)}/${encodeURIComponent(matchID)}/join`, {
    method: 'POST',
    body:
      credentials === undefined ? { playerID, playerName } : { playerID, playerName, credentials },
  });
}

export function leaveMatch(
  gameId: string,
  matchID: string,
  playerID: string,
  credentials: string,
): Promise<unknown> {
  return call(`${base(gameId)}/${encodeURIComponent(matchID)}/leave`, {
    method: 'POST',
    body: { playerID, credentials },
  });
}

export function playAgain(
  gameId: string,
  matchID: string,
  playerID: string,
  credentials: string,
): Promise<{ nextMatchID: string }> {
  return call(`${base(gameId)}/${encodeURIComponent(matchID)}/playAgain`, {
    method: 'POST',
    body: { playerID, credentials },
  });
}

/**
 * A stored name is shown only as a short plain string: anything else (an object, a number, a
 * megabyte) from an old or hostile record becomes "Player N" rather than breaking the page.
 */
export function safeName(name: unknown, id: number): string | undefined {
  if (name === undefined || name === null || name === '') return undefined;
  if (typeof name !== 'string') return `Player ${id + 1}`;
  return [...name].slice(0, 32).join('');
}

function safeMatch(match: MatchSummary): MatchSummary {
  const players = Array.isArray(match.players) ? match.players : [];
  return {
    ...match,
    players: players.map((p, i) => {
      const id = typeof p?.id === 'number' ? p.id : i;
      return { ...p, id, name: safeName(p?.name, id) };
    }),
  };
}

export async function getMatch(gameId: string, matchID: string): Promise<MatchSummary> {
  return safeMatch(await call<MatchSummary>(`${base(gameId)}/${encodeURIComponent(matchID)}`));
}

export async function listMatches(gameId: string): Promise<MatchSummary[]> {
  const result = await call<{ matches: MatchSummary[] }>(`${base(gameId)}?isGameover=false`);
  return (Array.isArray(result.matches) ? result.matches : []).map(safeMatch);
}

/** The seats nobody has taken yet. */
export function openSeats(match: MatchSummary): MatchPlayer[] {
  return match.players.filter((p) => !p.name);
}
