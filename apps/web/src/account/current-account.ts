/**
 * Who is logged in, shared by the top bar and the account pages: asked of the server once, then
 * changed by logging in and out. Guests are `null`; `undefined` until the server has answered.
 * The server marks a logged-in browser with the readable cookie `gridplay_signed_in`; without
 * it the page is a guest's and asks nothing (guest play makes no request it did not before).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { fetchMe, logIn, logOut, register, type Me } from './account-api';
import { moveBrowserItemsIntoAccount } from './move-browser-items';

let current: Me | null | undefined;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: Me | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function looksSignedIn(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === 'gridplay_signed_in=1');
}

function refresh(): Promise<void> {
  if (!looksSignedIn(document.cookie)) {
    set(null);
    asked = Promise.resolve();
    return asked;
  }
  asked = fetchMe().then(
    (me) => {
      // The session expired or was revoked elsewhere: forget the hint, ask no more.
      if (!me) document.cookie = 'gridplay_signed_in=; Max-Age=0; Path=/; SameSite=Lax';
      set(me ?? null);
    },
    () => set(null),
  );
  return asked;
}

export function useCurrentAccount(): Me | null | undefined {
  const account = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  useEffect(() => {
    if (!asked) void refresh();
  }, []);
  return account;
}

/** What this browser saved as a guest goes into the account (move-browser-items.ts). */
async function claimBrowserItems(): Promise<void> {
  try {
    await moveBrowserItemsIntoAccount();
  } catch {
    // The server or the storage failed: the items stay in the browser; the login stands.
  }
}

export async function logInAs(name: string, password: string): Promise<void> {
  await logIn(name, password);
  await claimBrowserItems();
  await refresh();
}

export async function registerAs(name: string, password: string): Promise<void> {
  await register(name, password);
  await claimBrowserItems();
  await refresh();
}

export async function logOutNow(): Promise<void> {
  await logOut();
  set(null);
}
