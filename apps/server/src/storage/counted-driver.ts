/**
 * A `SqlDriver` that counts its statements (by verb and table), transactions and their time in
 * `perf` (http/perf-counters.ts). Used only when the counters are on: see open-store.ts.
 */
import type { PerfCounters } from '../http/perf-counters';
import type { SqlDriver } from './sql-driver';

/** "SELECT gridplay_matches", "WITH gridplay_matches" (the move's one-statement write), … */
export function statementLabel(sql: string): string {
  const verb = sql.trimStart().split(/\s/, 1)[0].toUpperCase();
  const table = /\b(?:FROM|INTO|UPDATE)\s+(\w+)/i.exec(sql)?.[1] ?? '?';
  return `${verb} ${table}`;
}

export function countedDriver(driver: SqlDriver, kind: string, perf: PerfCounters): SqlDriver {
  const timed =
    <A extends unknown[], R>(label: (...args: A) => string, work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await work(...args);
      } finally {
        perf.timed(`${kind}.${label(...args)}`, performance.now() - started);
        perf.count(`${kind}.roundTrips`);
      }
    };
  return {
    all: timed((sql) => statementLabel(sql), driver.all.bind(driver)) as SqlDriver['all'],
    first: timed((sql) => statementLabel(sql), driver.first.bind(driver)) as SqlDriver['first'],
    run: timed((sql) => statementLabel(sql), driver.run.bind(driver)),
    guardedBatch: async (guard, rest) => {
      const started = performance.now();
      try {
        return await driver.guardedBatch(guard, rest);
      } finally {
        perf.timed(
          `${kind}.transaction(${statementLabel(guard.sql)} +${rest.length})`,
          performance.now() - started,
        );
        // BEGIN, the guard, each of the rest, COMMIT: one round trip each on PostgreSQL (a
        // guard alone is sent alone: postgres-driver.ts).
        perf.count(`${kind}.roundTrips`, rest.length === 0 ? 1 : 3 + rest.length);
      }
    },
    close: () => driver.close(),
  };
}
