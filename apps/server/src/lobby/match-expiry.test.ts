/**
 * The abandoned-match sweep runs once a minute on the server's only thread: its queries must read
 * through an index, not the whole table, or every match stalls for longer the more matches the
 * database keeps (a full scan took 228 ms at 97,000 matches).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { Server, State } from 'boardgame.io';
import { MatchExpiry } from './match-expiry';
import { MatchStore } from '../storage/match-store';
import { openSqlite } from '../storage/sqlite-driver';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function emptyMatch(updatedAt: number) {
  return {
    initialState: { G: {}, ctx: { numPlayers: 2 }, plugins: {}, _stateID: 0 } as unknown as State,
    metadata: {
      gameName: 'hidden-hands',
      players: { 0: { id: 0 }, 1: { id: 1 } },
      createdAt: updatedAt,
      updatedAt,
    } as Server.MatchData,
  };
}

describe('the abandoned-match sweep', () => {
  it('reads the database through an index, whatever the game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gridplay-expiry-'));
    dirs.push(dir);
    const raw = openSqlite(join(dir, 'gridplay.sqlite'));
    const queries: { sql: string; params: unknown[] }[] = [];
    const store = new MatchStore(
      {
        ...raw,
        all: (sql, params = []) => {
          queries.push({ sql, params });
          return raw.all(sql, params);
        },
      },
      'sqlite',
    );
    await store.connect();
    const now = Date.now();
    await store.createMatch('old-and-empty', emptyMatch(now - 3 * 60 * 60_000));
    await store.createMatch('fresh', emptyMatch(now));

    const expiry = new MatchExpiry({
      store,
      log: pino({ level: 'silent' }),
      emptyForMs: 30 * 60_000,
      everyMs: 60_000,
      now: () => now,
    });
    expect(await expiry.sweep()).toBe(1);
    // The second sweep asks only for the window since the first one.
    expect(await expiry.sweep()).toBe(0);

    const sweepQueries = queries.filter(({ sql }) => /FROM gridplay_matches\b/.test(sql));
    expect(sweepQueries.length).toBeGreaterThanOrEqual(2);
    for (const { sql, params } of sweepQueries) {
      const plan = await raw.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params);
      const steps = plan.map((step) => step.detail);
      expect(steps, sql).not.toContainEqual(expect.stringMatching(/^SCAN gridplay_matches\b/));
    }
    await store.close();
  });
});
