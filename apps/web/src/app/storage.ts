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
  /** The match's game (noted by the match page; seats saved before it have none). */
  gameId?: string;
  /** When this device last opened the match (ms since the epoch). */
  seenAt?: number;
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

/** Every key this device stores under `prefix`, without the prefix. */
function keysUnder(prefix: string): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
    }
    return keys;
  } catch {
    return [];
  }
}

/** The online matches this device holds a seat in, with the seat. */
export function savedSeats(): { matchID: string; seat: SeatCredentials }[] {
  return keysUnder(SEAT_PREFIX).flatMap((matchID) => {
    const seat = seatIn(matchID);
    return seat && typeof seat.playerID === 'string' ? [{ matchID, seat }] : [];
  });
}

/** The local (AI / hotseat) matches on this device. */
export function savedLocals<T>(): { sessionId: string; record: T }[] {
  return keysUnder(LOCAL_PREFIX).flatMap((sessionId) => {
    const record = loadLocal<T>(sessionId);
    return record && typeof record === 'object' ? [{ sessionId, record }] : [];
  });
}

/** A fresh unguessable id (also the local match's seed). */
export function randomId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 14);
}
