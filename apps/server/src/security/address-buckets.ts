/**
 * One token bucket per client address (a `MessageBudget` each), for limits shared by all of an
 * address's requests or sockets. Buckets that have refilled completely carry no information and
 * are forgotten, so a crowd of addresses cannot grow the map without bound.
 */
import { MessageBudget } from './message-budget';

export class AddressBuckets {
  private readonly buckets = new Map<string, MessageBudget>();
  private lastSweep = performance.now();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  /** Takes one token (or `cost`) for `address`; false when that address must wait. */
  take(address: string, now = performance.now(), cost = 1): boolean {
    this.sweep(now);
    let bucket = this.buckets.get(address);
    if (!bucket) {
      bucket = new MessageBudget(this.perSecond, this.burst, now);
      this.buckets.set(address, bucket);
    }
    return bucket.take(now, cost);
  }

  /** Whether `address` has a token left, without taking it (limits that count only failures). */
  has(address: string, now = performance.now()): boolean {
    return this.buckets.get(address)?.has(now) ?? true;
  }

  /** Seconds until `address` has a token again (for Retry-After). */
  secondsUntilNext(): number {
    return Math.max(1, Math.ceil(1 / this.perSecond));
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    const fullAfterMs = (this.burst / this.perSecond) * 1000;
    if (now - this.lastSweep < Math.min(fullAfterMs, 60_000)) return;
    this.lastSweep = now;
    for (const [address, bucket] of this.buckets)
      if (bucket.isFull(now)) this.buckets.delete(address);
  }
}
