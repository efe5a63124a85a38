/** One storage contract, run against a real SQLite file and a real PostgreSQL server. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEntry, Server, State } from 'boardgame.io';
import { openMatchStore } from './open-store';
import type { MatchStore } from './match-store';
import {
  skipDatabaseTests,
  startPostgres,
  type ScratchPostgres,
} from '../testing/scratch-databases';

function state(stateID: number, G: unknown = { n: stateID }): State {
  return {
    G,
    ctx: {
      numPlayers: 2,
      playOrder: ['0', '1'],
      playOrderPos: 0,
      activePlayers: null,
      currentPlayer: '0',
      turn: 1,
      phase: 'default',
    },
    plugins: { random: { data: { seed: 'secret-seed' } } },
    _undo: [],
    _redo: [],
    _stateID: stateID,
  };
}

function metadata(gameName: string, gameover?: unknown): Server.MatchData {
  return {
    gameName,
    players: { 0: { id: 0 }, 1: { id: 1 } },
    createdAt: 1,
    updatedAt: Date.now(),
    ...(gameover === undefined ? {} : { gameover }),
  };
}

function entry(move: string, stateID: number): LogEntry {
  return {
    action: { type: 'MAKE_MOVE', payload: { type: move, args: [], playerID: '0' } },
    _stateID: stateID,
    turn: 1,
    phase: 'default',
  };
}

function contract(name: string, open: () => Promise<MatchStore>) {
  describe(`${name} match store`, () => {
    let store: MatchStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('stores a new match, and never hands out its initial state', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g') });
      const fetched = await store.fetch('m1', {
        state: true,
        metadata: true,
        log: true,
        initialState: true,
      });
      expect(fetched.state).toEqual(state(0));
      expect(fetched.metadata.gameName).toBe('g');
      expect(fetched.log).toEqual([]);
      expect(fetched).not.toHaveProperty('initialState');
    });

    it('refuses to create a match twice', async () => {
      await store.createMatch('m2', { initialState: state(0), metadata: metadata('g') });
      expect(
        await store.createMatchIfNew('m2', {
          initialState: state(0, 'other'),
          metadata: metadata('g'),
        }),
      ).toBe(false);
      await expect(
        store.createMatch('m2', { initialState: state(0), metadata: metadata('g') }),
      ).rejects.toThrow('already exists');
      expect((await store.fetch('m2', { state: true })).state.G).toEqual({ n: 0 });
    });

    it('writes a state only over the state id it was computed from (compare-and-set)', async () => {
      await store.createMatch('m3', { initialState: state(0), metadata: metadata('g') });
      expect(await store.setStateIf('m3', 0, state(1, 'first'), [entry('a', 1)])).toBe(true);
      // A second writer that also read state 0 loses, and its log is not kept either.
      expect(await store.setStateIf('m3', 0, state(1, 'second'), [entry('b', 1)])).toBe(false);
      expect(
        await store.setStateIf('m3', 1, state(2, 'third'), [entry('c', 2), entry('d', 2)]),
      ).toBe(true);
      const { state: now, log } = await store.fetch('m3', { state: true, log: true });
      expect(now.G).toBe('third');
      expect(log.map((e: LogEntry) => e.action.payload.type)).toEqual(['a', 'c', 'd']);
      expect(await store.setStateIf('nobody', 0, state(1), [])).toBe(false);
    });

    it('appends a note after the decision that made a state, before any later decision', async () => {
      await store.createMatch('m-note', { initialState: state(0), metadata: metadata('g') });
      expect(await store.setStateIf('m-note', 0, state(1), [entry('a', 1), entry('b', 1)])).toBe(
        true,
      );
      await store.appendLogNote('m-note', 1, entry('note', 1));
      expect(await store.setStateIf('m-note', 1, state(2), [entry('c', 2)])).toBe(true);
      // A note on a state with no entry of its own starts at position 0.
      await store.appendLogNote('m-note', 0, entry('first-note', 0));
      const { state: now, log } = await store.fetch('m-note', { state: true, log: true });
      expect(now._stateID).toBe(2);
      expect(log.map((e: LogEntry) => e.action.payload.type)).toEqual([
        'first-note',
        'a',
        'b',
        'note',
        'c',
      ]);
    });

    it('lets exactly one of many concurrent writers of the same state win', async () => {
      await store.createMatch('m4', { initialState: state(0), metadata: metadata('g') });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          store.setStateIf('m4', 0, state(1, i), [entry(`w${i}`, 1)]),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const { state: now, log } = await store.fetch('m4', { state: true, log: true });
      expect(log).toHaveLength(1);
      expect(log[0].action.payload.type).toBe(`w${now.G}`);
    });

    it('updates metadata and lists matches by game, game over and update time', async () => {
      const t0 = Date.now();
      await store.createMatch('list-a', {
        initialState: state(0),
        metadata: { ...metadata('lister'), updatedAt: t0 - 1000 },
      });
      await store.createMatch('list-b', {
        initialState: state(0),
        metadata: { ...metadata('lister'), updatedAt: t0 },
      });
      await store.setMetadata('list-b', {
        ...metadata('lister', { winner: '0' }),
        updatedAt: t0 + 1000,
      });
      expect((await store.fetch('list-b', { metadata: true })).metadata.gameover).toEqual({
        winner: '0',
      });
      expect(await store.listMatches({ gameName: 'lister' })).toEqual(['list-a', 'list-b']);
      expect(await store.listMatches({ gameName: 'lister', where: { isGameover: true } })).toEqual([
        'list-b',
      ]);
      expect(await store.listMatches({ gameName: 'lister', where: { isGameover: false } })).toEqual(
        ['list-a'],
      );
      expect(await store.listMatches({ gameName: 'lister', where: { updatedBefore: t0 } })).toEqual(
        ['list-a'],
      );
      expect(await store.listMatches({ gameName: 'lister', where: { updatedAfter: t0 } })).toEqual([
        'list-b',
      ]);
    });

    it("stamps a match's update time with its moves at most every 30 s (the index stays put)", async () => {
      const t0 = Date.now();
      const clock = vi.spyOn(Date, 'now');
      try {
        await store.createMatch('stamped', {
          initialState: state(0),
          metadata: { ...metadata('stamper'), updatedAt: t0 - 60_000 },
        });
        const listedAfter = (time: number) =>
          store.listMatches({ gameName: 'stamper', where: { updatedAfter: time } });
        clock.mockReturnValue(t0);
        expect(await store.setStateIf('stamped', 0, state(1), [entry('a', 1)])).toBe(true);
        expect(await listedAfter(t0 - 1)).toEqual(['stamped']);
        clock.mockReturnValue(t0 + 20_000);
        expect(await store.setStateIf('stamped', 1, state(2), [entry('b', 2)])).toBe(true);
        expect(await listedAfter(t0)).toEqual([]);
        clock.mockReturnValue(t0 + 30_000);
        expect(await store.setStateIf('stamped', 2, state(3), [entry('c', 3)])).toBe(true);
        expect(await listedAfter(t0 + 29_999)).toEqual(['stamped']);
        // The moves themselves were all stored.
        expect((await store.fetch('stamped', { state: true })).state._stateID).toBe(3);
      } finally {
        clock.mockRestore();
      }
    });

    it('read-modify-writes of match data never lose a concurrent change', async () => {
      await store.createMatch('meta', { initialState: state(0), metadata: metadata('g') });
      await Promise.all(
        ['0', '1'].flatMap((seat) => [
          store.updateMetadata('meta', (m) => ({
            ...m,
            players: { ...m.players, [seat]: { ...m.players[Number(seat)], name: `P${seat}` } },
          })),
          store.updateMetadata('meta', (m) => ({
            ...m,
            players: { ...m.players, [seat]: { ...m.players[Number(seat)], isConnected: true } },
          })),
        ]),
      );
      const { metadata: stored } = await store.fetch('meta', { metadata: true });
      expect(stored.players[0]).toEqual({ id: 0, name: 'P0', isConnected: true });
      expect(stored.players[1]).toEqual({ id: 1, name: 'P1', isConnected: true });
      expect(await store.updateMetadata('missing', (m) => m)).toBeUndefined();
      expect(await store.updateMetadata('meta', () => undefined)).toBeUndefined();
    });

    it('changes match data it last saw without reading it, and never on an outdated guess', async () => {
      await store.createMatch('guess', { initialState: state(0), metadata: metadata('g') });
      const reads = vi.spyOn(store.sql, 'first');
      const connect = (seat: number) => (m: Server.MatchData) =>
        m.players[seat].isConnected
          ? undefined
          : { ...m, players: { ...m.players, [seat]: { ...m.players[seat], isConnected: true } } };
      await store.updateMetadata('guess', connect(0));
      expect(reads).not.toHaveBeenCalled(); // the text it created the match with was its guess

      // Another process changes the data behind this store's back: seat 0 left, seat 1 renamed.
      const { metadata: seen } = await store.fetch('guess', { metadata: true });
      const elsewhere = {
        ...seen,
        players: { 0: { id: 0, isConnected: false }, 1: { id: 1, name: 'Other' } },
      };
      await store.sql.run('UPDATE gridplay_matches SET metadata = ? WHERE id = ?', [
        JSON.stringify(elsewhere),
        'guess',
      ]);
      reads.mockClear();
      // On the guess seat 0 is connected already; only the stored data may decline.
      await store.updateMetadata('guess', connect(0));
      expect(reads).toHaveBeenCalledTimes(1);
      let { metadata: stored } = await store.fetch('guess', { metadata: true });
      expect(stored.players).toEqual({
        0: { id: 0, isConnected: true },
        1: { id: 1, name: 'Other' },
      });

      await store.sql.run('UPDATE gridplay_matches SET metadata = ? WHERE id = ?', [
        JSON.stringify({ ...stored, players: { ...stored.players, 1: { id: 1, name: 'Later' } } }),
        'guess',
      ]);
      await store.updateMetadata('guess', connect(1)); // written on the guess: refused, read, again
      ({ metadata: stored } = await store.fetch('guess', { metadata: true }));
      expect(stored.players[1]).toEqual({ id: 1, name: 'Later', isConnected: true });
      reads.mockRestore();
    });

    it('rewrites the indexed columns only when a change of match data moves them', async () => {
      const created = { ...metadata('g'), updatedAt: 1_000 };
      await store.createMatch('columns', { initialState: state(0), metadata: created });
      const columns = () =>
        store.sql.first<{ updated_at: number; gameover: number }>(
          'SELECT updated_at, gameover FROM gridplay_matches WHERE id = ?',
          ['columns'],
        );
      // A move stamps `updated_at` without touching the match data (setStateIf).
      await store.setStateIf('columns', 0, state(1), []);
      const stamped = Number((await columns())!.updated_at);
      expect(stamped).toBeGreaterThan(1_000);

      // A connection flag moves neither column: the move's stamp stays.
      await store.updateMetadata('columns', (m) => ({
        ...m,
        players: { ...m.players, 0: { ...m.players[0], isConnected: true } },
      }));
      expect(Number((await columns())!.updated_at)).toBe(stamped);

      // A seat change stamps the data; a game over sets the flag.
      await store.updateMetadata('columns', (m) => ({ ...m, updatedAt: 5_000 }));
      expect(Number((await columns())!.updated_at)).toBe(5_000);
      await store.updateMetadata('columns', (m) => ({ ...m, gameover: { winner: '0' } }));
      expect(Number((await columns())!.gameover)).toBe(1);
      const listed = await store.listMatches({ gameName: 'g', where: { isGameover: true } });
      expect(listed).toContain('columns');
    });

    it('wipes a match and its log', async () => {
      await store.createMatch('m5', { initialState: state(0), metadata: metadata('g') });
      await store.setStateIf('m5', 0, state(1), [entry('x', 1)]);
      await store.wipe('m5');
      expect(await store.fetch('m5', { state: true, metadata: true, log: true })).toEqual({
        log: [],
      });
    });

    it('fetches nothing for an unknown match', async () => {
      expect(await store.fetch('missing', { state: true, metadata: true })).toEqual({});
    });
  });
}

contract('SQLite', () =>
  openMatchStore({ dataDir: mkdtempSync(join(tmpdir(), 'gridplay-store-')) }),
);

describe.skipIf(skipDatabaseTests)('PostgreSQL', () => {
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  contract('PostgreSQL', () => openMatchStore({ databaseUrl: postgres.url, dataDir: '' }));

  it('two stores on one database (two processes) share matches and the compare-and-set', async () => {
    const a = await openMatchStore({ databaseUrl: postgres.url, dataDir: '' });
    const b = await openMatchStore({ databaseUrl: postgres.url, dataDir: '' });
    try {
      await a.createMatch('shared', { initialState: state(0), metadata: metadata('g') });
      expect(await b.setStateIf('shared', 0, state(1, 'from b'), [])).toBe(true);
      expect(await a.setStateIf('shared', 0, state(1, 'from a'), [])).toBe(false);
      expect((await a.fetch('shared', { state: true })).state.G).toBe('from b');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
