/**
 * How wide (and so tall: it is square) the arena may be so that it sits whole between its own top
 * (below the frame's status bar) and the decision dock at the window's bottom, with no scrolling.
 *
 * Nothing may jump when a throw resolves, so the dock never shrinks back: it keeps the height of
 * the tallest decision it has held at this window size (its min-height), and the arena is fitted
 * to that. Only opening "More…" may grow the dock past it, for as long as it is open.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The smallest arena worth drawing, in px, whatever the window. */
const SMALLEST = 220;
/** Breathing room between the arena and the dock. */
const GAP = 10;

export function useArenaFit(
  arena: RefObject<Element | null>,
  board: RefObject<HTMLElement | null>,
): number | undefined {
  const [fit, setFit] = useState<number>();
  const tallest = useRef({ height: 0, window: '' });
  useLayoutEffect(() => {
    const dock = board.current?.querySelector<HTMLElement>('[data-dock]') ?? null;
    const measure = () => {
      const top = arena.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      const size = `${window.innerWidth}x${window.innerHeight}`;
      if (tallest.current.window !== size) {
        tallest.current = { height: 0, window: size };
        if (dock) dock.style.minHeight = '';
      }
      const folded = !dock?.querySelector('#db-more:not([hidden])');
      const height = dock?.getBoundingClientRect().height ?? 0;
      if (folded && height > tallest.current.height) {
        tallest.current.height = Math.ceil(height);
        if (dock) dock.style.minHeight = `${tallest.current.height}px`;
      }
      const room = window.innerHeight - (top + window.scrollY) - tallest.current.height - GAP;
      const next = Math.max(SMALLEST, Math.floor(room));
      setFit((old) => (old !== undefined && Math.abs(old - next) < 2 ? old : next));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (dock) observer?.observe(dock);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  });
  return fit;
}
