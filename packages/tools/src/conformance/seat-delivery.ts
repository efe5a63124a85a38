/**
 * What one seat (or a spectator, seat null) actually receives from the server: the game's
 * playerView of G, ctx, the player views of plugins that declare one (the random plugin never
 * reaches a client), and each log entry with a secret move's arguments removed for everyone but
 * its author. The secrets checks compare these, not G, because these are what travel.
 *
 * Built on core's `seatState` / `seatLog`: the functions the server sends with.
 */
import type { Ctx, Game, LogEntry, PlayerID, State } from 'boardgame.io';
import { seatLog, seatState } from '@gridplay/core';

export type Seat = PlayerID | null;

export interface SeatDelivery {
  G: unknown;
  ctx: Ctx;
  plugins: Record<string, unknown>;
}

export function deliveredState(game: Game, state: State, seat: Seat): SeatDelivery {
  const seen = seatState(game, state, seat);
  const plugins: Record<string, unknown> = {};
  for (const [name, plugin] of Object.entries(seen.plugins)) plugins[name] = plugin.data;
  return { G: seen.G, ctx: seen.ctx, plugins };
}

export function deliveredLog(entries: LogEntry[] | undefined, seat: Seat): LogEntry[] {
  return seatLog(entries, seat);
}

export function seatLabel(seat: Seat): string {
  return seat === null ? 'a spectator' : `seat ${seat}`;
}
