/**
 * Says plainly when the browser has no network: what still works (the AI, hotseat and the
 * tutorials run in the browser) and that online play comes back with the connection. It goes
 * away by itself when the connection returns.
 */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-note" role="status" data-offline>
      <strong>You are offline.</strong> Against the AI, hotseat and “Learn to play” work without a
      connection; online matches and the open-matches list need one and come back with it.
    </p>
  );
}
