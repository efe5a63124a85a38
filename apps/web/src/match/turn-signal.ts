/**
 * Your turn, announced where a player looks when the tab is in the background: the tab title
 * and the favicon (an orange dot on the Gridplay mark). Both return to normal once it is not.
 */
import { useEffect } from 'react';

const TURN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#05080f"/><path d="M6 22h10V10h10" fill="none" stroke="#38e8ff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="24" r="7" fill="#ff9d3b" stroke="#05080f" stroke-width="2"/></svg>',
  );
const PLAIN_ICON = '/favicon.svg';

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

export function useTurnSignal(gameTitle: string, myTurn: boolean): void {
  useEffect(() => {
    document.title = myTurn ? `● Your turn · ${gameTitle} — Gridplay` : `${gameTitle} — Gridplay`;
    setIcon(myTurn ? TURN_ICON : PLAIN_ICON);
  }, [gameTitle, myTurn]);
  useEffect(() => () => setIcon(PLAIN_ICON), []);
}
