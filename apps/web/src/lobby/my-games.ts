/**
 * The lobby's "My games": every match this device plays — online seats it holds (credentials it
 * keeps) and local AI / hotseat matches — with where each stands and where one click leads
 * (pure, tested).
 */
import { paths } from '../app/router';
import type { SeatCredentials } from '../app/storage';
import type { LocalSessionRecord } from '../match/local-session';

export type MyGameStatus = 'your-turn' | 'waiting' | 'finished';

export interface MyGame {
  key: string;
  gameId: string;
  mode: 'Online' | 'Against AI' | 'Hotseat';
  /** Unknown while the server has not answered yet. */
  status?: MyGameStatus;
  /** Newest first; 0 when the device never noted a time. */
  updatedAt: number;
  /** One click: the match itself, or its replay once finished. */
  href: string;
}

/** Where the server says an online match stands (`/api/matches/:game/:id/turn`). */
export interface MatchTurn {
  gameover: boolean;
  toAct: string[];
}

export const STATUS_WORDS: Record<MyGameStatus, string> = {
  'your-turn': 'Your turn',
  waiting: 'Waiting',
  finished: 'Finished',
};

export function localGame(sessionId: string, record: LocalSessionRecord): MyGame | undefined {
  if (typeof record?.gameId !== 'string' || !Array.isArray(record.seats)) return undefined;
  const humans = record.seats.filter((s) => s.kind === 'human').length;
  const summary = record.summary;
  const status: MyGameStatus = summary?.finished
    ? 'finished'
    : (summary?.humansToAct.length ?? 1) > 0
      ? 'your-turn'
      : 'waiting';
  return {
    key: `local:${sessionId}`,
    gameId: record.gameId,
    mode: humans > 1 ? 'Hotseat' : 'Against AI',
    status,
    updatedAt: summary?.updatedAt ?? 0,
    href:
      status === 'finished'
        ? paths.replay('local', record.gameId, sessionId)
        : paths.local(record.gameId, sessionId),
  };
}

/** An online seat this device holds; its status comes later from the server. */
export function onlineGame(
  matchID: string,
  seat: SeatCredentials,
  turn?: MatchTurn,
): MyGame | undefined {
  if (!seat.gameId) return undefined;
  const status = turn ? onlineStatus(seat.playerID, turn) : undefined;
  return {
    key: `online:${matchID}`,
    gameId: seat.gameId,
    mode: 'Online',
    status,
    updatedAt: seat.seenAt ?? 0,
    href:
      status === 'finished'
        ? paths.replay('online', seat.gameId, matchID)
        : paths.match(seat.gameId, matchID),
  };
}

export function onlineStatus(playerID: string, turn: MatchTurn): MyGameStatus {
  if (turn.gameover) return 'finished';
  return turn.toAct.includes(playerID) ? 'your-turn' : 'waiting';
}

const ORDER: Record<MyGameStatus | 'unknown', number> = {
  'your-turn': 0,
  unknown: 1,
  waiting: 2,
  finished: 3,
};

/** Your turn first, then waiting, then finished; the most recent first within each. */
export function sortMyGames(games: readonly MyGame[]): MyGame[] {
  return [...games].sort(
    (a, b) =>
      ORDER[a.status ?? 'unknown'] - ORDER[b.status ?? 'unknown'] || b.updatedAt - a.updatedAt,
  );
}
