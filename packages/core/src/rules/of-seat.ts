/**
 * A seat's entry of a per-seat record of G (hands, scores, bids keyed by player id). A seat id
 * the match does not have is a bug in the caller, not a move to refuse: it throws, naming the
 * seat and the seats there are, instead of handing `undefined` on to the rules.
 */
import type { PlayerID } from 'boardgame.io';

export function ofSeat<T>(record: Readonly<Record<PlayerID, T>>, seat: PlayerID): T {
  if (!Object.hasOwn(record, seat))
    throw new RangeError(
      `No seat "${seat}" here (seats: ${Object.keys(record).join(', ') || 'none'}).`,
    );
  return record[seat] as T;
}
