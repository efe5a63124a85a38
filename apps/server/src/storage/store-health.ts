/**
 * Whether storage really works, for `/health`: a probe row of this process written and read
 * back, and the fault of the last failed match write (a full disk) until a write succeeds again.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SqlDriver } from './sql-driver';
import { StorageFault } from './storage-fault';

/** This process's row in gridplay_health. */
const PROBE_ID = `${hostname()}:${process.pid}`;

export class StoreHealth {
  /** The fault of the last failed match write, until a write succeeds again. */
  private lastWriteFault?: StorageFault;

  constructor(private readonly raw: SqlDriver) {}

  /** The driver whose writes are recorded: a failed one makes the store unhealthy. */
  recordingWrites(): SqlDriver {
    const { raw } = this;
    return {
      ...raw,
      run: (sql, params) => this.recorded(raw.run(sql, params)),
      guardedBatch: (guard, rest) => this.recorded(raw.guardedBatch(guard, rest)),
    };
  }

  private async recorded<T>(write: Promise<T>): Promise<T> {
    try {
      const result = await write;
      this.lastWriteFault = undefined;
      return result;
    } catch (error) {
      if (error instanceof StorageFault) this.lastWriteFault = error;
      throw error;
    }
  }

  /**
   * Throws a `StorageFault` unless storage really reads and writes: a probe row is written and
   * read back (cheap: one upsert, one primary-key read), and the last match write succeeded.
   */
  async check(): Promise<void> {
    const token = randomUUID();
    await this.raw.run(
      `INSERT INTO gridplay_health (process, token, checked_at) VALUES (?, ?, ?)
       ON CONFLICT (process) DO UPDATE SET token = excluded.token, checked_at = excluded.checked_at`,
      [PROBE_ID, token, Date.now()],
    );
    const row = await this.raw.first<{ token: string }>(
      'SELECT token FROM gridplay_health WHERE process = ?',
      [PROBE_ID],
    );
    if (row?.token !== token) {
      throw new StorageFault('unavailable', 'a row written to the database did not read back');
    }
    if (this.lastWriteFault) throw this.lastWriteFault;
  }

  /** This process's probe row goes with it. */
  async forgetProbe(): Promise<void> {
    await this.raw
      .run('DELETE FROM gridplay_health WHERE process = ?', [PROBE_ID])
      .catch(() => undefined);
  }
}
