/**
 * The two ways a match changes hands outside its rules: a seat goes to an AI (its time ran out,
 * or its player was away and the others handed it over), or the match ends with a winner (on
 * time, or a win claimed over an absent player: see ending-log.ts).
 */
import type { PlayerID, Server } from 'boardgame.io';
import { newCredentials, seatOf } from '../match/credentials';
import type { MatchDataWithBots } from '../match/bot-seats';
import { LEFT_SEAT_DIFFICULTY } from '../lobby/seat-changes';
import { lifecycleOf, withLifecycle } from './lifecycle-data';

const AI_SUFFIX = ' (AI)';
const NAME_LIMIT = 24;

/**
 * The seat is played by an AI from now on, under its player's name. Its credentials are
 * replaced, so its player cannot take it back (as when a player leaves mid-game): the others
 * were told an AI plays it, and a seat that changes hands twice would confuse the table.
 */
export function handedToAi(
  metadata: Server.MatchData,
  seat: PlayerID,
  why: 'time' | 'away' | 'resigned',
): Server.MatchData {
  const next = structuredClone(metadata) as MatchDataWithBots;
  const player = seatOf(next, seat)!;
  const name = typeof player.name === 'string' ? player.name : `Player ${Number(seat) + 1}`;
  player.name = `${name.slice(0, NAME_LIMIT - AI_SUFFIX.length)}${AI_SUFFIX}`;
  player.credentials = newCredentials();
  player.data = { bot: LEFT_SEAT_DIFFICULTY };
  player.isConnected = true;
  next.gridplayBots = { ...next.gridplayBots, [seat]: LEFT_SEAT_DIFFICULTY };
  const lifecycle = lifecycleOf(next);
  const away = { ...lifecycle.away };
  delete away[seat];
  return withLifecycle(next, {
    ...lifecycle,
    away,
    replaced: { ...lifecycle.replaced, [seat]: why },
  });
}
