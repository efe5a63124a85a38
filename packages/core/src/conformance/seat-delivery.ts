/**
 * What one seat (or a spectator, seat null) actually receives from the server: the game's
 * playerView of G, ctx, the player views of plugins that declare one (the random plugin never
 * reaches a client), and each log entry with a secret move's arguments removed for everyone but
 * its author. The secrets checks compare these, not G, because these are what travel.
 *
 * Mirrors apps/server/src/match/seat-view.ts (`seatState`, `seatLog`); the two must agree.
 */
import type { Ctx, Game, LogEntry, PlayerID, State } from 'boardgame.io';

export type Seat = PlayerID | null;

export interface SeatDelivery {
  G: unknown;
  ctx: Ctx;
  plugins: Record<string, unknown>;
}

export function deliveredState(game: Game, state: State, seat: Seat): SeatDelivery {
  const G = game.playerView
    ? game.playerView({ G: state.G, ctx: state.ctx, playerID: seat })
    : state.G;
  const plugins: Record<string, unknown> = {};
  for (const [name, plugin] of Object.entries(state.plugins ?? {})) {
    const definition = game.plugins?.find((p) => p.name === name);
    if (name === 'random' || !definition?.playerView) continue;
    plugins[name] = definition.playerView({
      G: state.G,
      ctx: state.ctx,
      game,
      data: plugin.data,
      playerID: seat,
    });
  }
  return { G, ctx: state.ctx, plugins };
}

export function deliveredLog(entries: LogEntry[] | undefined, seat: Seat): LogEntry[] {
  return (entries ?? []).map((entry) => {
    const own = seat !== null && entry.action.payload.playerID === seat;
    if (own || !entry.redact) return entry;
    const { redact: _redact, ...rest } = entry;
    return {
      ...rest,
      action: { ...entry.action, payload: { ...entry.action.payload, args: null } },
    } as LogEntry;
  });
}

export function seatLabel(seat: Seat): string {
  return seat === null ? 'a spectator' : `seat ${seat}`;
}
