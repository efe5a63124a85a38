/**
 * What anyone may see of a match's lobby data: no credentials, the seats as
 * match/public-players.ts shows them, and free-text setup options hidden.
 */
import type { GameMeta } from '@gridplay/core';
import type { Server } from 'boardgame.io';
import { isPlainObject, publicPlayers } from '../match/public-players';

// Names are shortened where every seat is shown (match/public-players.ts); matchmaking reads it here.
export { MAX_NAME_LENGTH } from '../match/public-players';

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
