/**
 * A match ended outside its rules (lost on time, a win claimed over an absent player, a player
 * resigned) is stored with one log entry of its own, written in the same compare-and-set as the
 * ended state.
 * The entry is the flow's (`automatic`), so neither core's `replayLog` nor the live log replays
 * or shows it as a decision; the replay route reads it back and adds the ending as the last
 * frame, so a replay rebuilt from the stored log ends exactly where the stored match did.
 */
import type { LogEntry, PlayerID, State } from 'boardgame.io';
import {
  isDecision,
  seatName,
  type GameModule,
  type MatchEnding,
  type ReplayFrame,
} from '@gridplay/core';

interface EndingMetadata {
  gridplayEnding: MatchEnding & { winner: PlayerID };
  text: string;
}

/**
 * `state` ended with `winner`, as a new state (one id higher) with no log entry of its own in
 * the state: the ending's entry goes to the stored log (`endingEntry`).
 */
export function endedState(state: State, winner: PlayerID): State {
  const { deltalog: _deltalog, ...rest } = state;
  return { ...rest, ctx: { ...state.ctx, gameover: { winner } }, _stateID: state._stateID + 1 };
}

/** The ending in words, with the game's seat names ("Player 2", "Tron"). */
export function endingText(module: Pick<GameModule, 'meta'>, ending: MatchEnding): string {
  const name = (seat: PlayerID) => seatName(module.meta, seat);
  if (ending.how === 'time')
    return (ending as { aiFoundNoMove?: boolean }).aiFoundNoMove
      ? `${name(ending.seat)} ran out of time and the AI found no move to make for them: lost on time.`
      : `${name(ending.seat)} ran out of time: lost on time.`;
  if (ending.how === 'resigned') return `${name(ending.seat)} resigned.`;
  const by = ending.by === undefined ? 'The other player' : name(ending.by);
  return `${by} claimed the win: ${name(ending.seat)} was away too long.`;
}

/** The stored log entry of an ending decided on `state` (the state before game over). */
export function endingEntry(
  state: State,
  winner: PlayerID,
  ending: MatchEnding,
  text: string,
): LogEntry {
  const metadata: EndingMetadata = { gridplayEnding: { ...ending, winner }, text };
  return {
    _stateID: state._stateID,
    turn: state.ctx.turn,
    phase: state.ctx.phase,
    automatic: true,
    action: {
      type: 'GAME_EVENT',
      payload: { type: 'endGame', args: [{ winner }], playerID: null as unknown as PlayerID },
    },
    metadata,
  };
}

interface NoteMetadata {
  gridplayNote: true;
  text: string;
}

/**
 * A log entry telling what happened outside the rules while play goes on (a seat resigned and an
 * AI plays on in it): the flow's (`automatic`), so nothing replays it as a decision; the replay
 * shows it as a frame of its own (`withNoteFrames`).
 */
export function noteEntry(state: State, text: string): LogEntry {
  const metadata: NoteMetadata = { gridplayNote: true, text };
  return {
    _stateID: state._stateID,
    turn: state.ctx.turn,
    phase: state.ctx.phase,
    automatic: true,
    action: {
      type: 'GAME_EVENT',
      payload: { type: 'gridplay:note', args: [], playerID: null as unknown as PlayerID },
    },
    metadata,
  };
}

/**
 * The frames of a replay with each stored note as a frame of its own, after the decision it
 * followed: the same state, no actor, the note's words.
 */
export function withNoteFrames(
  frames: readonly ReplayFrame[],
  log: readonly LogEntry[],
): ReplayFrame[] {
  const notes: { after: number; text: string }[] = [];
  let decisions = 0;
  for (const entry of log) {
    const metadata = entry.metadata as Partial<NoteMetadata> | undefined;
    if (metadata?.gridplayNote) notes.push({ after: decisions, text: metadata.text ?? '' });
    else if (isDecision(entry)) decisions++;
  }
  if (notes.length === 0) return [...frames];
  const result: ReplayFrame[] = [];
  frames.forEach((frame, index) => {
    result.push(frame);
    for (const note of notes)
      if (note.after === index) result.push({ state: frame.state, text: note.text });
  });
  return result;
}

/** The ending stored in a log, if the match ended outside its rules. */
export function storedEnding(
  log: readonly LogEntry[],
): (EndingMetadata['gridplayEnding'] & { text: string }) | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const metadata = log[i].metadata as Partial<EndingMetadata> | undefined;
    if (metadata?.gridplayEnding) return { ...metadata.gridplayEnding, text: metadata.text ?? '' };
  }
  return undefined;
}

/**
 * The frames of a replay with the stored ending as the last one (no actor: nobody decided it;
 * the ending's words as its text). Unchanged when the rules ended the match.
 */
export function withEndingFrame(
  frames: readonly ReplayFrame[],
  log: readonly LogEntry[],
): ReplayFrame[] {
  const ending = storedEnding(log);
  const last = frames[frames.length - 1];
  if (!ending || !last || isOver(last.state)) return [...frames];
  return [...frames, { state: endedState(last.state, ending.winner), text: ending.text }];
}

const isOver = (state: State) => state.ctx.gameover !== undefined && state.ctx.gameover !== null;
