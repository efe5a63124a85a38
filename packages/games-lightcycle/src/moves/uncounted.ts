/**
 * boardgame.io 0.50.2 counts each move of an active player by incrementing
 * `ctx._activePlayersNumMoves[player]` IN PLACE, so a state shared by two matches (a LocalMatch
 * fork, a bot's trial move) is changed behind its back and replays diverge. The rules set no
 * move limits, so the moves opt out of the count (`noLimit`), which skips the mutation.
 */
export const uncounted = <M extends object>(move: M): M & { noLimit: true } => ({ ...move, noLimit: true });
