/**
 * Which new socket connections are let in: each client address may hold `socketsPerAddress`
 * sockets at once and open new ones at `connectionsPerSecond` (after a burst). Opening a fresh
 * socket per burst of messages, to get a fresh per-socket budget each time, thus gains nothing.
 */
import { AddressBuckets } from './address-buckets';
import type { ClientLimits } from './client-limits';

export class SocketAdmission {
  private readonly openSockets = new Map<string, number>();
  private readonly connections: AddressBuckets;

  constructor(private readonly limits: ClientLimits) {
    this.connections = new AddressBuckets(limits.connectionsPerSecond, limits.connectionBurst);
  }

  /** Why a new connection from `address` is refused now, or undefined to let it in. */
  whyRefused(address: string): string | undefined {
    if ((this.openSockets.get(address) ?? 0) >= this.limits.socketsPerAddress)
      return `Too many connections from your address (at most ${this.limits.socketsPerAddress} at once).`;
    if (!this.connections.take(address))
      return 'Connecting too often from your address: wait a moment and try again.';
    return undefined;
  }

  /** Counts a connection that is now open; false (count unchanged) when the address is full. */
  open(address: string): boolean {
    const count = this.openSockets.get(address) ?? 0;
    if (count >= this.limits.socketsPerAddress) return false;
    this.openSockets.set(address, count + 1);
    return true;
  }

  closed(address: string): void {
    const count = (this.openSockets.get(address) ?? 1) - 1;
    if (count > 0) this.openSockets.set(address, count);
    else this.openSockets.delete(address);
  }
}
