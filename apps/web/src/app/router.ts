/**
 * A small History-API router: the app has a handful of routes, which does not justify a dependency.
 * `matchRoute` is pure (tested); `useLocation` re-renders on navigation.
 */
import { useSyncExternalStore } from 'react';

export type Route =
  | { page: 'lobby' }
  | { page: 'new'; gameId: string }
  | { page: 'match'; gameId: string; matchID: string }
  | { page: 'local'; gameId: string; sessionId: string }
  | { page: 'rules'; gameId: string }
  | { page: 'learn'; gameId: string }
  | { page: 'tool'; gameId: string; toolId: string }
  | { page: 'replay'; gameId: string; matchID: string; source: 'online' | 'local' }
  | { page: 'account' }
  | { page: 'player'; name: string }
  | { page: 'leaderboard'; gameId: string }
  | { page: 'not-found'; path: string };

export function matchRoute(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [head, gameId, third, fourth] = parts;
  if (parts.length === 0) return { page: 'lobby' };
  if (head === 'play' && gameId && third === 'new' && parts.length === 3)
    return { page: 'new', gameId };
  if (head === 'match' && gameId && third && parts.length === 3)
    return { page: 'match', gameId, matchID: third };
  if (head === 'local' && gameId && third && parts.length === 3)
    return { page: 'local', gameId, sessionId: third };
  if (head === 'rules' && gameId && parts.length === 2) return { page: 'rules', gameId };
  if (head === 'learn' && gameId && parts.length === 2) return { page: 'learn', gameId };
  if (head === 'tools' && gameId && third && parts.length === 3)
    return { page: 'tool', gameId, toolId: third };
  if (head === 'account' && parts.length === 1) return { page: 'account' };
  if (head === 'players' && gameId && parts.length === 2) return { page: 'player', name: gameId };
  if (head === 'leaderboard' && gameId && parts.length === 2)
    return { page: 'leaderboard', gameId };
  if ((head === 'match' || head === 'local') && gameId && third && fourth === 'replay')
    if (parts.length === 4)
      return {
        page: 'replay',
        gameId,
        matchID: third,
        source: head === 'match' ? 'online' : 'local',
      };
  return { page: 'not-found', path: pathname };
}

export const paths = {
  lobby: () => '/',
  newMatch: (gameId: string) => `/play/${encodeURIComponent(gameId)}/new`,
  match: (gameId: string, matchID: string) =>
    `/match/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`,
  local: (gameId: string, sessionId: string) =>
    `/local/${encodeURIComponent(gameId)}/${encodeURIComponent(sessionId)}`,
  rules: (gameId: string) => `/rules/${encodeURIComponent(gameId)}`,
  learn: (gameId: string) => `/learn/${encodeURIComponent(gameId)}`,
  /** A game's own page beside its matches (`meta.tools`), e.g. a deck builder. */
  tool: (gameId: string, toolId: string) =>
    `/tools/${encodeURIComponent(gameId)}/${encodeURIComponent(toolId)}`,
  account: () => '/account',
  player: (name: string) => `/players/${encodeURIComponent(name)}`,
  leaderboard: (gameId: string) => `/leaderboard/${encodeURIComponent(gameId)}`,
  replay: (source: 'online' | 'local', gameId: string, matchID: string) =>
    `${source === 'online' ? paths.match(gameId, matchID) : paths.local(gameId, matchID)}/replay`,
};

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // The page being left may still be drawn for a frame or two: its heading is not the target.
  const leaving = document.querySelector('#main h1');
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
  arrive(new URL(to, window.location.href).hash.slice(1), leaving);
}

/**
 * After a navigation, take the reader where they were sent: the `#section` the link named, else
 * the new page's heading, which also gets the keyboard focus (a screen reader announces it).
 * Pages are lazy chunks, so this waits a few frames for the target to exist.
 */
function arrive(
  hash: string,
  leaving: Element | null,
  deadline = performance.now() + 10_000,
): void {
  requestAnimationFrame(() => {
    const main = document.getElementById('main');
    const target = hash ? document.getElementById(hash) : null;
    const heading = (target?.querySelector('h1, h2') ??
      main?.querySelector('h1')) as HTMLElement | null;
    if (!heading || (!target && heading === leaving)) {
      if (performance.now() < deadline) arrive(hash, leaving, deadline);
      return;
    }
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: !target });
    target?.scrollIntoView({ block: 'start' });
  });
}

export function useLocation(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search);
}
