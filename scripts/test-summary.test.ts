/**
 * The CI log's closing summary adds Vitest's and Playwright Test's counts and names the failed
 * and flaky tests — in a log as `npm test` writes it (Nx prefixes, colour codes).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ESC = String.fromCharCode(27);
let dir: string | undefined;

function summarize(log: string): string[] {
  dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  const file = join(dir, 'test-output.log');
  writeFileSync(file, log);
  return execFileSync('node', [join(__dirname, 'test-summary.mjs'), file], { encoding: 'utf8' })
    .trim()
    .split('\n');
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const vitest = [
  `@gridplay/core: ${ESC}[2m Test Files ${ESC}[22m ${ESC}[1m${ESC}[32m40 passed${ESC}[39m${ESC}[22m (40)`,
  `@gridplay/core: ${ESC}[2m      Tests ${ESC}[22m ${ESC}[1m${ESC}[32m400 passed${ESC}[39m${ESC}[22m | 2 skipped (402)`,
  '@gridplay/server:  FAIL  src/lobby.test.ts > lists games',
  '@gridplay/server:       Tests  1 failed | 99 passed (100)',
];

describe('test-summary', () => {
  it('adds a Playwright run to the Vitest runs and names its failed and flaky tests', () => {
    const log = [
      ...vitest,
      '@gridplay/web:   ✘  7 [desktop] › e2e/coach.mjs:172:3 › liars-dice: coach (30.2s)',
      '@gridplay/web:   ✓  8 [desktop] › e2e/coach.mjs:172:3 › liars-dice: coach (retry #1) (5.1s)',
      '@gridplay/web:   ✘  9 [phone] › e2e/table.mjs:830:9 › table (phone): a move (2.0s)',
      '@gridplay/web: ',
      `@gridplay/web: ${ESC}[31m  1 failed${ESC}[39m`,
      '@gridplay/web:     [phone] › e2e/table.mjs:830:9 › table (phone): a move ─────────────',
      `@gridplay/web: ${ESC}[33m  1 flaky${ESC}[39m`,
      '@gridplay/web:     [desktop] › e2e/coach.mjs:172:3 › liars-dice: coach ───────────────',
      `@gridplay/web: ${ESC}[32m  101 passed${ESC}[39m${ESC}[2m (12.4m)${ESC}[22m`,
    ].join('\n');
    expect(summarize(log)).toEqual([
      'failed: FAIL  src/lobby.test.ts > lists games',
      'failed: [phone] › e2e/table.mjs:830:9 › table (phone): a move',
      'flaky: [desktop] › e2e/coach.mjs:172:3 › liars-dice: coach',
      '601 passed, 2 failed, 2 skipped',
    ]);
  });

  it('reads a Playwright run outside Nx, and a log with Vitest alone', () => {
    expect(summarize('  3 passed (41.0s)\n')).toEqual(['3 passed, 0 failed']);
    expect(summarize(vitest.join('\n'))).toEqual([
      'failed: FAIL  src/lobby.test.ts > lists games',
      '499 passed, 1 failed, 2 skipped',
    ]);
  });
});
