/**
 * What the browser remembers: the player's name, the seat credentials of each online match it
 * joined, and the local (AI / hotseat) sessions. localStorage only; a broken or full storage
 * never breaks play.
 */
const NAME_KEY = 'gridplay:name';
const SEAT_PREFIX = 'gridplay:seat:';

function read<T>(key: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or quota: the app still works, it just forgets on reload.
  }
}

export function savedName(): string {
  return read<string>(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  write(NAME_KEY, name.trim() || undefined);
}

export interface SeatCredentials {
  playerID: string;
  credentials: string;
  name: string;
}

export function seatIn(matchID: string): SeatCredentials | undefined {
  return read<SeatCredentials>(SEAT_PREFIX + matchID);
}

export function saveSeat(matchID: string, seat: SeatCredentials | undefined): void {
  write(SEAT_PREFIX + matchID, seat);
}

export function readJson<T>(key: string): T | undefined {
  return read<T>(key);
}

export function writeJson(key: string, value: unknown): void {
  write(key, value);
}

const LOCAL_PREFIX = 'gridplay:local:';

/** A local (AI / hotseat) match: its setup, seed and accepted actions. */
export function loadLocal<T>(sessionId: string): T | undefined {
  return read<T>(LOCAL_PREFIX + sessionId);
}

export function saveLocal(sessionId: string, record: unknown): void {
  write(LOCAL_PREFIX + sessionId, record);
}

/** A fresh unguessable id (also the local match's seed). */
export function randomId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 14);
}
