/**
 * What a rated match keeps in its lobby data: that it is rated, and which account holds each
 * person's seat. The account is kept apart from the seat's name and data, which change when the
 * seat passes to an AI; a seat that is a bot or an AI at the end is not rated
 * (`botDifficulty`).
 */
import type { PlayerID, Server } from 'boardgame.io';
import { botDifficulty } from '../match/bot-seats';
import { seatIDs } from '../match/credentials';

export type MatchDataWithAccounts = Server.MatchData & {
  gridplayRated?: boolean;
  gridplayAccounts?: Record<PlayerID, string>;
};

export function isRated(metadata: MatchDataWithAccounts | undefined): boolean {
  return metadata?.gridplayRated === true;
}

/** The account that took the seat, if it was taken by a logged-in player in a rated match. */
export function seatAccount(metadata: Server.MatchData, seat: PlayerID): string | undefined {
  const accounts = (metadata as MatchDataWithAccounts).gridplayAccounts;
  return accounts && Object.hasOwn(accounts, seat) ? accounts[seat] : undefined;
}

/** The seats that count for the ratings: held by an account, and not played by an AI. */
export function ratedSeats(metadata: Server.MatchData): Array<{ seat: PlayerID; name: string }> {
  return seatIDs(metadata).flatMap((seat) => {
    const name = seatAccount(metadata, seat);
    return name && !botDifficulty(metadata, seat) ? [{ seat, name }] : [];
  });
}
