/**
 * A lobby request that changes something (create, join, leave, rematch) is sent with an
 * `Idempotency-Key` and retried with that same key when the connection fails or a load balancer
 * answers that no server is up: the server answers a retry as it answered the first attempt
 * (apps/server/src/lobby/idempotent-requests.ts), so a join cut by a server restart still gets
 * its seat's credentials, and a create retried makes one match.
 *
 * The delays follow the game sockets' reconnection (socket.io's defaults): 1 s doubling up to
 * 5 s, each randomized by ±50 % so clients cut together do not all come back together.
 */

/** Answers that mean "no server could take the request now", not "the request was refused". */
const UNAVAILABLE = new Set([502, 503, 504]);

export const RETRY_DELAYS = { firstMs: 1000, maxMs: 5000, randomization: 0.5, retries: 5 };

/** A new key per logical request. `crypto.randomUUID` needs HTTPS; `getRandomValues` does not. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The pause before retry number `retry` (0 for the first retry). */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  const { firstMs, maxMs, randomization } = RETRY_DELAYS;
  const base = Math.min(maxMs, firstMs * 2 ** retry);
  return Math.round(base * (1 + randomization * (2 * random() - 1)));
}

/**
 * `send(key)` until it gets an answer a retry would not change: a network failure (a rejected
 * fetch) or a 502/503/504 is tried again with the same key, up to `RETRY_DELAYS.retries` times.
 * Resolves to the last answer, or rejects with the last network failure.
 */
export async function sendRetried(send: (key: string) => Promise<Response>): Promise<Response> {
  const key = newRequestKey();
  for (let retry = 0; ; retry++) {
    const last = retry === RETRY_DELAYS.retries;
    try {
      const response = await send(key);
      if (last || !UNAVAILABLE.has(response.status)) return response;
    } catch (error) {
      if (last) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(retry)));
  }
}
