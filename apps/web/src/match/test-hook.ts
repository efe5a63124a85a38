import { useEffect } from 'react';

declare global {
  interface Window {
    /** The current page's move functions, for browser tests that send refused moves on purpose. */
    __gridplayMoves?: Record<string, (...args: unknown[]) => void>;
  }
}

/** Exposes the board's move functions to browser tests (nothing a socket client couldn't do). */
export function useMovesTestHook(moves: Record<string, (...args: unknown[]) => void>): void {
  useEffect(() => {
    window.__gridplayMoves = moves;
    return () => {
      if (window.__gridplayMoves === moves) delete window.__gridplayMoves;
    };
  }, [moves]);
}
