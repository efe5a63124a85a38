/**
 * Redis pub/sub for several server processes (a subscribed Redis connection can only listen).
 *
 * This process's own listeners hear a message at once, as on the local bus, and skip its echo
 * from Redis: a mover's update then costs no Redis round trip and no parse of the whole state on
 * its own process. Each message on the wire starts with its publisher's id and a newline.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { MatchBus } from './match-bus';
import { perf } from '../http/perf-counters';

/** Messages Redis delivered: to a listener, back to their own publisher (skipped), or to no one. */
function countReceived(raw: string, listened: boolean, echo: boolean): void {
  const kind = echo ? 'echo' : listened ? 'delivered' : 'unheard';
  perf?.count(`redis.received.${kind}`);
  perf?.count(`redis.received.${kind}.bytes`, raw.length);
}

export class RedisMatchBus implements MatchBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, (message: unknown) => void>();
  private readonly origin = `${randomBytes(8).toString('hex')}\n`;

  constructor(
    url: string,
    private readonly onError: (error: Error) => void,
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, raw: string) => {
      const listener = this.listeners.get(channel);
      if (perf) countReceived(raw, Boolean(listener), raw.startsWith(this.origin));
      if (!listener || raw.startsWith(this.origin)) return;
      try {
        listener(JSON.parse(raw.slice(raw.indexOf('\n') + 1)));
      } catch (error) {
        onError(error as Error);
      }
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const wire = this.origin + JSON.stringify(message);
    try {
      this.listeners.get(channel)?.(message);
    } catch (error) {
      this.onError(error as Error);
    }
    perf?.count('redis.published');
    perf?.count('redis.publishedBytes', wire.length);
    await this.publisher.publish(channel, wire);
  }

  async subscribe(channel: string, listener: (message: unknown) => void): Promise<void> {
    this.listeners.set(channel, listener);
    await this.subscriber.subscribe(channel);
  }

  async unsubscribe(channel: string): Promise<void> {
    this.listeners.delete(channel);
    await this.subscriber.unsubscribe(channel);
  }

  async ping(): Promise<void> {
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
