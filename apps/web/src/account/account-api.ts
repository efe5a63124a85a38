/**
 * The server's account API (apps/server/README.md, "Accounts and ratings"). The session lives
 * in an HttpOnly cookie the page never sees: the browser sends it with every same-origin
 * request. Failures become an Error whose message a player can read.
 */
export interface GameRating {
  rating: number;
  deviation: number;
  games: number;
}

export interface Me {
  name: string;
  ratings: Record<string, GameRating>;
}

export interface RatedResult {
  matchID: string;
  game: string;
  result: 'win' | 'loss' | 'draw';
  rating: number;
  ratingChange: number;
  finishedAt: string;
}

export interface Profile {
  name: string;
  joined: string;
  ratings: Record<string, GameRating>;
  recentMatches: RatedResult[];
}

export interface Leaderboard {
  game: string;
  minGames: number;
  players: Array<{ rank: number; name: string } & GameRating>;
}

/** An answer of the server that is not a success, with its status (401: not logged in). */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One request to the server's API as this browser (its session cookie goes along). */
export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AccountError('The server cannot be reached. Check your connection and try again.', 0);
  }
  if (response.status === 204) return undefined as T;
  const parsed = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok)
    throw new AccountError(
      parsed.error ?? `The server answered ${response.status}.`,
      response.status,
    );
  return parsed as T;
}

export const register = (name: string, password: string) =>
  call<{ name: string }>('POST', '/api/auth/register', { name, password });

export const logIn = (name: string, password: string) =>
  call<{ name: string }>('POST', '/api/auth/login', { name, password });

export const logOut = () => call<void>('POST', '/api/auth/logout');

/** The logged-in account, or undefined for a guest. */
export async function fetchMe(): Promise<Me | undefined> {
  try {
    return await call<Me>('GET', '/api/me');
  } catch (error) {
    if (error instanceof AccountError && error.status === 401) return undefined;
    throw error;
  }
}

export const fetchProfile = (name: string) =>
  call<Profile>('GET', `/api/players/${encodeURIComponent(name)}`);

export const fetchLeaderboard = (gameId: string) =>
  call<Leaderboard>('GET', `/api/leaderboard/${encodeURIComponent(gameId)}`);

/** A seat the account holds, on whichever device it was taken (`GET /api/me/matches`). */
export interface AccountMatch {
  matchID: string;
  game: string;
  playerID: string;
  credentials: string;
  joinedAt: number;
  gameover: boolean;
  toAct: string[];
}

export const fetchMyMatches = () =>
  call<{ name: string; matches: AccountMatch[] }>('GET', '/api/me/matches');

/** The rule the server applies, to explain it before the player submits. */
export const NAME_RULE = /^[A-Za-z0-9_-]{3,20}$/;
