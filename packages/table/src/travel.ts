/**
 * Move animations, written once for every board (FLIP: first, last, invert, play). A board marks
 * what travels with `data-travel="<id>"` (a card's id, "cycle-2"…) and calls
 * `useTravel(rootRef, moveKey)`. After a move, anything drawn under the same id somewhere else
 * than before (hand → pile, hand → table, a cycle's head one cell on) starts where it was and
 * glides to its new place.
 * - It never slows a player: TRAVEL_MS is short, and only a transform runs (every control works
 *   throughout).
 * - Skippable: any click or key finishes every glide at once.
 * - None at all when the player asks for reduced motion (`prefers-reduced-motion: reduce`).
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export const TRAVEL_MS = 260;
/** Moves shorter than this (a hover lift, a selected card rising) are not travels. */
const MIN_TRAVEL_PX = 12;

const running = new Set<Animation>();

function finishAll(): void {
  for (const animation of running) animation.finish();
  running.clear();
}

export function motionReduced(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface Place {
  x: number;
  y: number;
}

function placeOf(element: Element): Place {
  const box = element.getBoundingClientRect();
  // Page coordinates: a scrolled page is not a move.
  return { x: box.left + box.width / 2 + scrollX, y: box.top + box.height / 2 + scrollY };
}

/** Screen pixels per unit of the element's own coordinates (an SVG may be drawn scaled). */
function unitScale(element: Element): number {
  const svg = (element as SVGElement).ownerSVGElement;
  return svg?.getScreenCTM()?.a || 1;
}

/** Plays one glide from `from` to where `element` is now; false when there is nothing to play. */
export function glide(element: Element, from: Place, to: Place = placeOf(element)): boolean {
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  if (Math.hypot(dx, dy) < MIN_TRAVEL_PX || typeof element.animate !== 'function') return false;
  const scale = unitScale(element);
  const animation = element.animate(
    [
      { transform: `translate(${dx / scale}px, ${dy / scale}px)` },
      { transform: 'translate(0, 0)' },
    ],
    // Added to the element's own transform (a selected card's lift, an SVG head's rotation).
    { duration: TRAVEL_MS, easing: 'cubic-bezier(.2,.7,.3,1)', composite: 'add' },
  );
  running.add(animation);
  animation.onfinish = animation.oncancel = () => running.delete(animation);
  return true;
}

/**
 * Glides everything marked `data-travel` inside `root` that moved since the last render in which
 * `moveKey` was different (anything that changes with every move: the state id, the log length).
 */
export function useTravel(root: RefObject<Element | null>, moveKey: unknown): void {
  const places = useRef(new Map<string, Place>());
  const lastKey = useRef(moveKey);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const moved = lastKey.current !== moveKey;
    lastKey.current = moveKey;
    if (moved) finishAll();
    const before = places.current;
    const now = new Map<string, Place>();
    const animate = moved && !motionReduced();
    for (const item of element.querySelectorAll('[data-travel]')) {
      const id = item.getAttribute('data-travel')!;
      const place = placeOf(item);
      now.set(id, place);
      const was = before.get(id);
      if (animate && was) glide(item, was, place);
    }
    places.current = now;
  });

  // A click or a key press skips what is travelling: the player is never kept waiting.
  useEffect(() => {
    const skip = () => finishAll();
    document.addEventListener('pointerdown', skip, true);
    document.addEventListener('keydown', skip, true);
    return () => {
      document.removeEventListener('pointerdown', skip, true);
      document.removeEventListener('keydown', skip, true);
    };
  }, []);
}
