/**
 * No seat and no spectator ever receives another seat's secrets, over a real socket: not in
 * sync, updates, logs or initialState, and never the random plugin's seed or state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { createMatch, seatedMatch } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function fullState(matchID: string): Promise<State> {
  const { state } = await server.server.store.fetch(matchID, { state: true });
  return state;
}

/** Every string and number sequence a seat must not learn, looked for in the raw JSON it got. */
function leaks(received: unknown, secrets: { hands: number[][]; seed: string }): string[] {
  const text = JSON.stringify(received);
  const found: string[] = [];
  if (text.includes(secrets.seed)) found.push('random seed');
  if (/prngstate/.test(text)) found.push('PRNG state');
  for (const hand of secrets.hands)
    if (text.includes(JSON.stringify(hand))) found.push(`hand ${JSON.stringify(hand)}`);
  return found;
}

describe('what each seat receives', () => {
  it('sync, updates and logs hold only the own hand of the seat, never the seed, and no initialState', async () => {
    const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
    const state = await fullState(matchID);
    const seed = (state.plugins.random.data as { seed: string }).seed;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);

    const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seats[0].credentials);
    const south = new SocketPlayer(server.url, 'hidden-hands', matchID, '1', seats[1].credentials);
    const spectator = new SocketPlayer(server.url, 'hidden-hands', matchID, null);
    try {
      for (const client of [north, south, spectator])
        expect((await client.synced()).event).toBe('sync');
      const sync = north.received.find((r) => r.event === 'sync')!.args[1];
      expect(sync.initialState).toBeUndefined();
      expect(sync.state.G.hands['0']).toEqual(state.G.hands['0']);
      expect(sync.state.G.hands['1']).toEqual({ hidden: true, size: 3 });
      expect(sync.state.G.deck).toEqual({ hidden: true, size: 3 });
      expect(spectator.state.G.hands['0']).toEqual({ hidden: true, size: 3 });

      // A secret note and a public play, then every seat has seen both updates.
      await north.move('note', 'bluff on 9');
      await south.reaches(1);
      const card = state.G.hands['0'][0];
      await north.move('play', card);
      for (const client of [north, south, spectator]) await client.reaches(2);

      const after = await fullState(matchID);
      // The deck order and the state of the PRNG after shuffling stay on the server.
      const secretsFor = (seat: string | null) => ({
        seed,
        hands: Object.entries(after.G.hands)
          .filter(([owner, hand]) => owner !== seat && (hand as number[]).length > 1)
          .map(([, hand]) => hand as number[]),
      });
      expect(leaks(south.received, secretsFor('1'))).toEqual([]);
      expect(leaks(spectator.received, secretsFor(null))).toEqual([]);
      expect(leaks(north.received, secretsFor('0'))).toEqual([]);
      expect(JSON.stringify(south.received)).not.toContain(JSON.stringify(after.G.deck));

      // The note's text reaches its author only; its log line reaches everyone.
      const noteEntry = (client: SocketPlayer) =>
        client.received.find((r) => r.event === 'update' && r.args[1]._stateID === 1)!.args[2][0];
      expect(noteEntry(north).action.payload.args).toEqual(['bluff on 9']);
      expect(noteEntry(south).action.payload.args).toBeNull();
      expect(noteEntry(spectator).action.payload.args).toBeNull();
      expect(noteEntry(south).metadata).toEqual({ text: 'North writes a note' });
      expect(JSON.stringify(south.received)).not.toContain('bluff on 9');
      expect(JSON.stringify(spectator.received)).not.toContain('bluff on 9');
      expect(JSON.stringify(south.state.G.notes)).not.toContain('bluff');
    } finally {
      for (const client of [north, south, spectator]) client.close();
    }
  });

  it('a reconnecting seat gets the log redacted the same way and still no initialState', async () => {
    const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
    const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seats[0].credentials);
    await north.synced();
    await north.move('note', 'secret plan');
    north.close();
    const south = new SocketPlayer(server.url, 'hidden-hands', matchID, '1', seats[1].credentials);
    try {
      const sync = (await south.synced()).args[1];
      expect(sync.initialState).toBeUndefined();
      expect(sync.log).toHaveLength(1);
      expect(sync.log[0].action.payload.args).toBeNull();
      expect(JSON.stringify(sync)).not.toContain('secret plan');
      expect(sync.state.plugins.random).toBeUndefined();
    } finally {
      south.close();
    }
  });

  it('every match gets its own unpredictable seed', async () => {
    const seeds = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const matchID = await createMatch(server.url, 'hidden-hands');
      seeds.add(((await fullState(matchID)).plugins.random.data as { seed: string }).seed);
    }
    expect(seeds.size).toBe(5);
  });
});
