/**
 * A decision with one legal choice, when the whole table can see that it is forced (an empty
 * hand can only pass), is taken for the player at once, in every mode: waiting for a click there
 * only slows the game down, and taking it at once gives nothing away. The game says which ones through its `forcedMove` hook
 * (core's `forcedMoveFor` checks it against the rules); a short note says what was taken and why,
 * and the move's own line follows in the log. Single choices that follow from a secret are left
 * to the player (or to the board's opt-in auto-pass, which waits a random pause).
 */
import { useEffect, useRef, useState } from 'react';
import { forcedMoveFor, type AiMove, type GameModule } from '@gridplay/core';
import type { Ctx } from 'boardgame.io';

/** How long the note stays up. */
const NOTE_MS = 6000;

export interface SeatToAct {
  seat: string;
  /** The seat's own view of the match. */
  state: { G: unknown; ctx: Ctx };
  /** "you", or the person's name when several share the screen. */
  who: string;
}

/**
 * Plays the first forced decision among `seats` once per `position` (anything that changes
 * with every move), through `play`. Returns the note to show, if any.
 */
export function useForcedMoves(
  module: Pick<GameModule, 'game' | 'forcedMove'>,
  position: string | number,
  seats: readonly SeatToAct[],
  play: (seat: string, choice: AiMove) => void,
): string | undefined {
  const [note, setNote] = useState<string>();
  const tried = useRef<string>(undefined);
  const seatsNow = useRef(seats);
  seatsNow.current = seats;
  const playNow = useRef(play);
  playNow.current = play;

  useEffect(() => {
    for (const { seat, state, who } of seatsNow.current) {
      const forced = forcedMoveFor(module, state, seat);
      if (!forced) continue;
      // One attempt per position and seat: a refused move must not be sent again and again.
      const key = `${position}:${seat}`;
      if (tried.current === key) return;
      tried.current = key;
      setNote(`Played for ${who}: ${forced.because}.`);
      playNow.current(seat, forced.choice);
      return;
    }
  }, [module, position]);

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(undefined), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  return note;
}

const NOTE_STYLE = {
  position: 'fixed',
  zIndex: 39,
  left: 12,
  right: 12,
  top: 12,
  maxWidth: 560,
  margin: '0 auto',
  padding: '10px 14px',
  borderRadius: 10,
  border: '1px solid var(--accent, #38e8ff)',
  background: '#0b1626',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.6)',
  pointerEvents: 'none',
} as const;

/** The note, floating over the page like a refusal (it never shifts the board). */
export function ForcedMoveNote({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <div style={NOTE_STYLE} role="status" data-forced-note>
      {text}
    </div>
  );
}
