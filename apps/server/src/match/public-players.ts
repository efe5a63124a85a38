/**
 * What anyone may see of a match's seats: no credentials, and names that are always short plain
 * strings. Matches stored before names were validated may hold anything in `name`; such a value
 * is shown as "Player N", never passed on to break a page.
 */
import type { Server } from 'boardgame.io';
import { seatIDs, seatOf } from './credentials';

export const MAX_NAME_LENGTH = 24;

export interface PublicPlayer {
  id: number;
  name?: string;
  isConnected?: boolean;
  data?: unknown;
}

export function displayName(name: unknown, seat: string): string | undefined {
  if (name === undefined || name === null || name === '') return undefined;
  if (typeof name !== 'string') return `Player ${Number(seat) + 1}`;
  return [...name].slice(0, MAX_NAME_LENGTH).join('');
}

export function publicPlayers(metadata: Server.MatchData): PublicPlayer[] {
  return seatIDs(metadata).map((id) => {
    const seat = seatOf(metadata, id)!;
    const player: PublicPlayer = { id: Number(id) };
    const name = displayName(seat.name, id);
    if (name !== undefined) player.name = name;
    if (typeof seat.isConnected === 'boolean') player.isConnected = seat.isConnected;
    if (isPlainObject(seat.data)) player.data = seat.data;
    return player;
  });
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
