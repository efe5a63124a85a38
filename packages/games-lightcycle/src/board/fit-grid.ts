/**
 * The Grid's side in pixels, so that at the top of the page it fits on screen above the
 * decision dock: the window's height less what stands above the Grid and the dock's height,
 * never wider than its column. Measured again when the window, the page (e.g. the status bar
 * above the board grows a line), the board or the dock changes size. Undefined until measured
 * (the css then caps it by the window alone).
 */
import { useEffect, useState, type RefObject } from 'react';

/** Below this the cells get too small to tap: the page may scroll instead. */
const SMALLEST = 200;
/** Room between the Grid and the dock. */
const GAP = 6;

export function useGridFit(
  root: RefObject<HTMLElement | null>,
  wrap: RefObject<HTMLElement | null>,
): number | undefined {
  const [side, setSide] = useState<number>();
  useEffect(() => {
    const box = wrap.current;
    const board = root.current;
    if (!box || !board || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const dock = board.querySelector<HTMLElement>('[data-dock]');
      const top = box.getBoundingClientRect().top + window.scrollY;
      const room = window.innerHeight - top - (dock?.offsetHeight ?? 0) - GAP;
      const width = box.parentElement?.clientWidth ?? room;
      const next = Math.floor(Math.max(SMALLEST, Math.min(width, room)));
      setSide((was) => (was !== undefined && Math.abs(was - next) < 2 ? was : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(board);
    const dock = board.querySelector('[data-dock]');
    if (dock) observer.observe(dock);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [root, wrap]);
  return side;
}
