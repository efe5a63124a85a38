/** Redis pub/sub for several server processes (a subscribed Redis connection can only listen). */
import { Redis } from 'ioredis';
import type { MatchBus } from './match-bus';

export class RedisMatchBus implements MatchBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, (message: unknown) => void>();

  constructor(url: string, onError: (error: Error) => void) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, raw: string) => {
      const listener = this.listeners.get(channel);
      if (!listener) return;
      try {
        listener(JSON.parse(raw));
      } catch (error) {
        onError(error as Error);
      }
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(channel, JSON.stringify(message));
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
