/**
 * Who is logged in, shared by the top bar and the account pages: asked of the server once, then
 * changed by logging in and out. Guests are `null`; `undefined` until the server has answered.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { fetchMe, logIn, logOut, register, type Me } from './account-api';

let current: Me | null | undefined;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: Me | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function refresh(): Promise<void> {
  asked = fetchMe().then(
    (me) => set(me ?? null),
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

export async function logInAs(name: string, password: string): Promise<void> {
  await logIn(name, password);
  await refresh();
}

export async function registerAs(name: string, password: string): Promise<void> {
  await register(name, password);
  await refresh();
}

export async function logOutNow(): Promise<void> {
  await logOut();
  set(null);
}
