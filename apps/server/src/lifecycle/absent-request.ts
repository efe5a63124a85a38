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
import type { ClockKeeper } from './lifecycle-options';
import type { MatchEndings } from './match-endings';

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

/**
 * `gridplay:absent`: `asker` (the seat its socket synced as) hands an away seat to an AI or
 * claims the win. Resolves to why it was refused, or no refusal when it was done.
 */
export async function actOnAbsent(
  keeper: ClockKeeper,
  endings: MatchEndings,
  gameName: string,
  asker: AbsentAsker & { matchID: string | null },
  raw: unknown[],
): Promise<{ matchID: string | null; refusal?: string }> {
  const parsed = absentRequest.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      matchID: null,
      refusal: `Malformed message${where}: ${issue?.message ?? 'invalid'}`,
    };
  }
  const { matchID, seat, action } = parsed.data[0];
  if (asker.matchID !== matchID)
    return { matchID, refusal: 'Open the match (sync) before acting on an absent player.' };
  const { state, metadata } = (await keeper.options.store.fetch(matchID, {
    state: true,
    metadata: true,
  })) as { state?: State; metadata?: Server.MatchData };
  if (!state || !metadata || metadata.gameName !== gameName)
    return { matchID, refusal: `There is no ${gameName} match "${matchID}".` };
  const { graceMs } = keeper.options;
  const why = (current: Server.MatchData) =>
    whyNotAllowed(current, state, asker, seat, action, keeper.now(), graceMs);
  const refusal = why(metadata);
  if (refusal) return { matchID, refusal };
  const still = (current: Server.MatchData) => why(current) === undefined;
  const done =
    action === 'hand-to-ai'
      ? await endings.handOver(gameName, matchID, seat, 'away', still)
      : await endings.endMatch(
          gameName,
          matchID,
          asker.playerID!,
          { how: 'claimed', seat, by: asker.playerID! },
          still,
        );
  return done
    ? { matchID }
    : { matchID, refusal: 'The match changed meanwhile (the player came back?): nothing done.' };
}
