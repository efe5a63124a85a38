/** Sessions expire, and expired ones are deleted rather than kept forever. */
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite-driver';
import { AccountStore, SESSION_LIFETIME_MS } from './account-store';

describe('sessions', () => {
  it('stop working after their lifetime and are deleted when the account opens a new one', async () => {
    const sql = openSqlite(':memory:');
    try {
      const accounts = new AccountStore(sql);
      await accounts.migrate();
      expect(await accounts.createAccount('Ann', 'scrypt$…', 0)).toBe(true);
      const old = await accounts.openSession('Ann', 0);
      expect(await accounts.sessionAccount(old, SESSION_LIFETIME_MS - 1)).toBe('Ann');
      expect(await accounts.sessionAccount(old, SESSION_LIFETIME_MS)).toBeUndefined();

      const fresh = await accounts.openSession('ANN', SESSION_LIFETIME_MS + 5);
      const rows = await sql.all<{ n: number }>('SELECT COUNT(*) AS n FROM gridplay_sessions');
      expect(Number(rows[0].n)).toBe(1);
      expect(await accounts.sessionAccount(fresh, SESSION_LIFETIME_MS + 6)).toBe('Ann');
    } finally {
      await sql.close();
    }
  });
});
