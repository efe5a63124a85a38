/**
 * A token bucket per socket: a client stuck in a loop (or an attacker) cannot queue unbounded
 * work on a match. Generous for people and bots: a burst of `burst`, then `perSecond`.
 */
export class MessageBudget {
  private tokens: number;
  private last = performance.now();

  constructor(
    private readonly perSecond = 20,
    private readonly burst = 40,
  ) {
    this.tokens = burst;
  }

  /** Takes one message from the budget; false when the client must slow down. */
  take(now = performance.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
