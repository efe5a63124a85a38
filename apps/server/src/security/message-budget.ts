/**
 * A token bucket: a client stuck in a loop (or an attacker) cannot queue unbounded work. Used
 * per socket here, and per client address through `AddressBuckets`. Generous for people and
 * bots: a burst of `burst`, then `perSecond`.
 */
export class MessageBudget {
  private tokens: number;

  constructor(
    private readonly perSecond = 20,
    private readonly burst = 40,
    private last = performance.now(),
  ) {
    this.tokens = burst;
  }

  /** Takes one message (or `cost` tokens) from the budget; false when the client must slow down. */
  take(now = performance.now(), cost = 1): boolean {
    this.refill(now);
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Whether one message (or `cost` tokens) could be taken now, without taking it. */
  has(now = performance.now(), cost = 1): boolean {
    this.refill(now);
    return this.tokens >= cost;
  }

  /** True when the bucket has refilled completely: it then says nothing about its client. */
  isFull(now = performance.now()): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.last);
    this.tokens = Math.min(this.burst, this.tokens + (elapsed / 1000) * this.perSecond);
    this.last = now;
  }
}
