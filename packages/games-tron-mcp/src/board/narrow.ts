/**
 * Whether the window is phone-narrow (the same width as the board's phone CSS): the dock then
 * keeps to one line of news, so the hand and the decision leave room for the table.
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
