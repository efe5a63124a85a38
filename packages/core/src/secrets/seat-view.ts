/**
 * What one seat (or a spectator, playerID null) may see of a match: the game's playerView of G,
 * the plugins' player views (the random plugin's seed and PRNG state become nothing), and a log
 * whose secret moves have their arguments removed for everyone but their author. The server
 * sends exactly this, and the conformance suite checks exactly this: one definition for both.
 */
import type { Game, LogEntry, PlayerID, State } from 'boardgame.io';

export type SeatID = PlayerID | null;

export function seatState(game: Game, state: State, playerID: SeatID): State {
  const G = game.playerView ? game.playerView({ G: state.G, ctx: state.ctx, playerID }) : state.G;
  const plugins: State['plugins'] = {};
  for (const [name, plugin] of Object.entries(state.plugins ?? {})) {
    const definition = game.plugins?.find((p) => p.name === name);
    // Only plugins that declare a player view reach clients; the random plugin never does.
    if (name === 'random' || !definition?.playerView) continue;
    plugins[name] = {
      data: definition.playerView({
        G: state.G,
        ctx: state.ctx,
        game,
        data: plugin.data,
        playerID,
      }),
    };
  }
  return { ...state, G, plugins, deltalog: undefined, _undo: [], _redo: [] };
}

export function seatLog(log: LogEntry[] | undefined, playerID: SeatID): LogEntry[] {
  return (log ?? []).map((entry) => {
    const own = playerID !== null && entry.action.payload.playerID === playerID;
    if (own || !entry.redact) return entry;
    const { redact: _redact, ...rest } = entry;
    return {
      ...rest,
      action: { ...entry.action, payload: { ...entry.action.payload, args: null } },
    };
  });
}
