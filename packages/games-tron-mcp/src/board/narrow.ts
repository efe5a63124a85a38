/**
 * Whether the window is phone-narrow: the dock then draws the hand's cards small, four to a row,
 * so the hand and the decision leave room for the table (card titles are sized for the card
 * size drawn, so the size must change, not only the width).
 */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 640px)';

const query = () =>
  typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(NARROW_QUERY);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
