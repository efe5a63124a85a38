/**
 * The Redis bus: a process hears its own messages at once and never twice, and hears the other
 * processes' through Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDatabaseTests, startRedis, type ScratchRedis } from '../testing/scratch-databases';
import { RedisMatchBus } from './redis-match-bus';

describe.skipIf(skipDatabaseTests)('RedisMatchBus', () => {
  let redis: ScratchRedis;
  const errors: Error[] = [];
  const buses: RedisMatchBus[] = [];
  const bus = () => {
    const made = new RedisMatchBus(redis.url, (error) => errors.push(error));
    buses.push(made);
    return made;
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const made of buses) await made.close();
    await redis?.stop();
  });

  it('delivers its own message at once, the same object, and skips its echo from Redis', async () => {
    const [here, there] = [bus(), bus()];
    const heardHere: unknown[] = [];
    const heardThere: unknown[] = [];
    await here.subscribe('match:a', (message) => heardHere.push(message));
    await there.subscribe('match:a', (message) => heardThere.push(message));
    const message = { type: 'update', state: { _stateID: 1 } };
    const published = here.publish('match:a', message);
    // Before Redis has carried anything: the publishing process's own sockets already have it.
    expect(heardHere).toEqual([message]);
    expect(heardHere[0]).toBe(message);
    await published;
    await until(() => heardThere.length === 1);
    expect(heardThere).toEqual([message]);
    // The other way round, and a round trip's grace for a stray echo to show up.
    await there.publish('match:a', { type: 'chat', n: 2 });
    await until(() => heardHere.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardHere).toEqual([message, { type: 'chat', n: 2 }]);
    expect(heardThere).toEqual([message, { type: 'chat', n: 2 }]);
    expect(errors).toEqual([]);
  });
});

async function until(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
