/**
 * The bus that carries a match's accepted updates to every server process holding a socket of
 * that match. In one process it is a local fan-out; with `REDIS_URL` it is Redis pub/sub.
 *
 * Messages are read-only once published: listeners never change them (they build each seat's
 * view as a new object), so the local bus hands the same object to its listener instead of a
 * copy. Copying every state as JSON cost one serialisation and one parse per move.
 */
export interface MatchBus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, listener: (message: any) => void): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
  /** Rejects when the bus cannot carry messages (health check). */
  ping(): Promise<void>;
}

export class LocalMatchBus implements MatchBus {
  private readonly listeners = new Map<string, (message: unknown) => void>();

  async publish(channel: string, message: unknown): Promise<void> {
    this.listeners.get(channel)?.(message);
  }

  async subscribe(channel: string, listener: (message: unknown) => void): Promise<void> {
    this.listeners.set(channel, listener);
  }

  async unsubscribe(channel: string): Promise<void> {
    this.listeners.delete(channel);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  async ping(): Promise<void> {}
}
