/**
 * Replays: a match rebuilt, decision by decision, from what the server keeps — the state the
 * match began in (its seed included) and the log of actions. Nothing else is needed, because a
 * Gridplay game is a pure function of its seed and its actions (the conformance suite checks it).
 *
 * boardgame.io writes two kinds of log entry: the decisions players (and bots) sent, and
 * the flow's own: events it fired by itself (a turn limit reached: the entry is marked automatic)
 * or that a move fired (`events.endTurn()` inside a move: an event with no player). Only the
 * decisions are replayed; the rest happen again by themselves.
 */
import type { LogEntry, PlayerID, State } from 'boardgame.io';
import type { GridplayGame } from '../contract/game-module';
import { LocalMatch, type Action } from '../simulate/local-match';

/** One moment of the match: the state after a decision (the first frame: before any). */
export interface ReplayFrame<G = unknown> {
  readonly state: State<G>;
  /** Who decided, and the log line the move wrote (absent on the first frame). */
  readonly actor?: PlayerID;
  readonly text?: string;
}

export class ReplayMismatch extends Error {
  constructor(position: number, reason: string) {
    super(`The stored log does not replay: decision ${position + 1} was refused (${reason}).`);
    this.name = 'ReplayMismatch';
  }
}

/** The decisions of a stored log, in order, as LocalMatch actions. */
export function decisionsOf(log: readonly LogEntry[]): Action[] {
  return log.filter(isDecision).map(({ action }) => ({
    kind: action.type === 'MAKE_MOVE' ? 'move' : 'event',
    playerID: String(action.payload.playerID),
    name: action.payload.type,
    args: (action.payload.args as unknown[] | undefined) ?? [],
  }));
}

/** Every frame of a match, from its initial state through each decision of its log. */
export function replayLog<G, View>(
  game: GridplayGame<G, View>,
  initialState: State<G>,
  log: readonly LogEntry[],
): ReplayFrame<G>[] {
  const match = new LocalMatch(game, { numPlayers: initialState.ctx.numPlayers });
  match.state = initialState;
  const frames: ReplayFrame<G>[] = [{ state: initialState }];
  const texts = log.filter(isDecision).map(logText);
  decisionsOf(log).forEach((action, position) => {
    const result = match.dispatch(action);
    if (!result.ok) throw new ReplayMismatch(position, result.reason);
    frames.push({ state: match.state, actor: action.playerID, text: texts[position] });
  });
  return frames;
}

/** True for a log entry a player (or bot) decided; false for the flow's own entries. */
export function isDecision({ action, automatic }: LogEntry): boolean {
  if (action.type === 'MAKE_MOVE') return true;
  return !automatic && action.payload.playerID !== undefined && action.payload.playerID !== null;
}

function logText(entry: LogEntry): string | undefined {
  const text = (entry.metadata as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : undefined;
}
