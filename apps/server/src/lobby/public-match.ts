/**
 * What anyone may see of a match's lobby data: no credentials, and names that are always short
 * plain strings. Matches stored before names were validated may hold anything in `name`; such a
 * value is shown as "Player N", never passed on to break a page.
 */
import type { GameMeta } from '@gridplay/core';
import type { Server } from 'boardgame.io';
import { seatIDs, seatOf } from '../match/credentials';

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

export function publicMatch(matchID: string, metadata: Server.MatchData, meta: GameMeta) {
  const { players: _players, ...rest } = metadata as Server.MatchData & {
    gridplayRematch?: unknown;
  };
  const setupData = publicSetupData(metadata.setupData, meta);
  return {
    ...rest,
    ...(setupData === undefined ? {} : { setupData }),
    matchID,
    players: publicPlayers(metadata),
  };
}

export const HIDDEN_SETUP_VALUE = '(hidden)';

/**
 * Setup options with fixed choices, numbers and switches are table settings anyone may read. A
 * free-text option is something a player wrote, such as their own deck list in MegaMan, which is
 * that player's secret (RULINGS §5): the lobby tells only whether it was filled in. (The server
 * keeps the whole value for the match and its rematch.)
 */
function publicSetupData(setupData: unknown, meta: GameMeta): unknown {
  if (!isPlainObject(setupData)) return setupData;
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(setupData)) {
    const option = meta.setupOptions.find((o) => o.key === key);
    const freeText = option && !option.choices && typeof option.default === 'string';
    shown[key] = freeText && value !== option.default ? HIDDEN_SETUP_VALUE : value;
  }
  return shown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
