/**
 * The network address a request or socket comes from, the key of every per-client limit.
 * Behind a reverse proxy (`trustProxy`), the proxy's own address is everyone's: the client is
 * then the last entry of X-Forwarded-For, the one the proxy itself appended (earlier entries
 * are whatever the client claimed).
 */
import type { IncomingMessage } from 'node:http';

export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (chain.length > 0) return normalized(chain[chain.length - 1]);
  }
  return normalized(request.socket.remoteAddress ?? 'unknown');
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4. */
function normalized(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
