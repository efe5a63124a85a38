/**
 * `gridplay:absent` `{ matchID, seat, action }`: a seated player acts on a seat whose player has
 * been away longer than the grace period — hands it to an AI (every game) or claims the win
 * (two-player matches). Why a request is refused, in player words.
 */
import { z } from 'zod';
import type { PlayerID, Server, State } from 'boardgame.io';
import { seatIDs, seatOf, whyNotSeated } from '../match/credentials';
import { botDifficulty } from '../match/bot-seats';
import { displayName } from '../match/public-players';
import { lifecycleOf } from './lifecycle-data';

export const absentRequest = z.tuple([
  z.strictObject({
    matchID: z.string().min(1).max(200),
    seat: z.string().regex(/^(0|[1-9][0-9]{0,3})$/, 'a seat is named "0", "1", "2"…'),
    action: z.enum(['hand-to-ai', 'claim-win'], {
      error: 'the action is "hand-to-ai" or "claim-win"',
    }),
  }),
]);

export type AbsentAction = z.infer<typeof absentRequest>[0]['action'];

export interface AbsentAsker {
  playerID: PlayerID | null;
  credentials?: string;
}

function nameOf(metadata: Server.MatchData, seat: PlayerID): string {
  return displayName(seatOf(metadata, seat)?.name, seat) ?? `Seat ${seat}`;
}

/** Why `asker` may not take `action` on `seat` now, or undefined when it may. */
export function whyNotAllowed(
  metadata: Server.MatchData,
  state: State,
  asker: AbsentAsker,
  seat: PlayerID,
  action: AbsentAction,
  now: number,
  graceMs: number,
): string | undefined {
  if (asker.playerID === null)
    return 'Only a seated player can hand a seat to an AI or claim the win.';
  const notSeated = whyNotSeated(metadata, asker.playerID, asker.credentials);
  if (notSeated) return notSeated;
  if (!seatOf(metadata, seat)) return `There is no seat ${seat} in this match.`;
  if (seat === asker.playerID) return 'That is your own seat.';
  if (state.ctx.gameover !== undefined && state.ctx.gameover !== null) return 'The game is over.';
  if (botDifficulty(metadata, seat) !== undefined)
    return `${nameOf(metadata, seat)} is already played by an AI.`;
  const since = lifecycleOf(metadata).away[seat];
  if (since === undefined) return `${nameOf(metadata, seat)} is not away.`;
  const wait = since + graceMs - now;
  if (wait > 0)
    return `${nameOf(metadata, seat)} may still come back: wait ${Math.ceil(wait / 1000)} s more.`;
  if (action === 'claim-win' && seatIDs(metadata).length !== 2)
    return 'Claiming the win is only for two-player matches: hand the seat to an AI instead.';
  return undefined;
}
