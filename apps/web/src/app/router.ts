/**
 * The app's routes on wouter (a well-kept 2 KB router: History API location, path patterns):
 * twelve pages, each a pattern in `ROUTES`; `paths` builds every link the app makes, so a link
 * and its page cannot disagree (tested). Ours on top: after a navigation the reader arrives at
 * the new page's heading or the `#section` linked (focus and scroll, for keyboard and screen
 * reader users).
 */
import { matchRoute as wouterMatch } from 'wouter';
import { navigate as browserNavigate, usePathname, useSearch } from 'wouter/use-browser-location';
import { parse as parsePattern } from 'regexparam';

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

type Params = Record<string, string>;

/**
 * The app's pages, one line each: a path pattern (wouter's, `:name` a segment) and the page it
 * draws. First match wins; a path matched by none is `not-found`.
 */
const ROUTES: ReadonlyArray<readonly [pattern: string, page: (p: Params) => Route]> = [
  ['/', () => ({ page: 'lobby' })],
  ['/play/:gameId/new', (p) => ({ page: 'new', gameId: p.gameId })],
  ['/match/:gameId/:matchID', (p) => ({ page: 'match', gameId: p.gameId, matchID: p.matchID })],
  [
    '/local/:gameId/:sessionId',
    (p) => ({ page: 'local', gameId: p.gameId, sessionId: p.sessionId }),
  ],
  ['/rules/:gameId', (p) => ({ page: 'rules', gameId: p.gameId })],
  ['/learn/:gameId', (p) => ({ page: 'learn', gameId: p.gameId })],
  ['/tools/:gameId/:toolId', (p) => ({ page: 'tool', gameId: p.gameId, toolId: p.toolId })],
  ['/account', () => ({ page: 'account' })],
  ['/players/:name', (p) => ({ page: 'player', name: p.name })],
  ['/leaderboard/:gameId', (p) => ({ page: 'leaderboard', gameId: p.gameId })],
  [
    '/match/:gameId/:matchID/replay',
    (p) => ({ page: 'replay', gameId: p.gameId, matchID: p.matchID, source: 'online' }),
  ],
  [
    '/local/:gameId/:matchID/replay',
    (p) => ({ page: 'replay', gameId: p.gameId, matchID: p.matchID, source: 'local' }),
  ],
];

/** The page a path shows (pure: tested). Segments are decoded: `paths` encodes them. */
export function matchRoute(pathname: string): Route {
  // One trailing slash is the same page ("/account/"); the lobby is "/" itself.
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const [pattern, page] of ROUTES) {
    const [matched, params] = wouterMatch(parsePattern, pattern, path);
    if (!matched) continue;
    const decoded: Params = {};
    try {
      for (const [key, value] of Object.entries(params))
        if (typeof value === 'string') decoded[key] = decodeURIComponent(value);
    } catch {
      break; // a malformed escape (%E0%A4%A) names no page
    }
    return page(decoded);
  }
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

/** Go to `to` without a page load (wouter's History API navigation), then arrive there. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  // The page being left may still be drawn for a frame or two: its heading is not the target.
  const leaving = document.querySelector('#main h1');
  browserNavigate(to, { replace: options.replace });
  window.scrollTo(0, 0);
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

/** The path and query the app shows; re-renders on every navigation (back and forward too). */
export function useLocation(): string {
  return usePathname() + useSearch(); // the search keeps its "?"
}
