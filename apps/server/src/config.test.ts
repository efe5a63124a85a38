import { describe, expect, it } from 'vitest';
import { isAbsolute } from 'node:path';
import { readConfig } from './config';

describe('the server settings', () => {
  it('keeps the SQLite file under the repository by default', () => {
    const { dataDir } = readConfig({});
    expect(isAbsolute(dataDir)).toBe(true);
    expect(dataDir.endsWith('/data')).toBe(true);
  });

  it('passes DATA_DIR=:memory: through as an in-memory database, not a directory of that name', () => {
    expect(readConfig({ DATA_DIR: ':memory:' }).dataDir).toBe(':memory:');
  });

  it('resolves a relative DATA_DIR to a directory', () => {
    expect(readConfig({ DATA_DIR: 'some/where' }).dataDir).toMatch(/^\/.*\/some\/where$/);
  });

  it('refuses a port that is not one, and a database URL that is not PostgreSQL', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a port number, not "eighty"',
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  });
});
