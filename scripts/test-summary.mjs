#!/usr/bin/env node
// Adds up the Vitest summaries ("Tests  12 passed | 1 failed (13)") in a test log and prints one
// closing line, "N passed, N failed", for the whole workspace.
import { readFileSync } from 'node:fs';

// Colour codes are dropped first (ESC [ … m).
const text = readFileSync(process.argv[2], 'utf8').replace(
  new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
  '',
);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  const match = /(?:^|\s)Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (!match) continue;
  passed += Number(/(\d+) passed/.exec(match[1])?.[1] ?? 0);
  failed += Number(/(\d+) failed/.exec(match[1])?.[1] ?? 0);
  skipped += Number(/(\d+) skipped/.exec(match[1])?.[1] ?? 0);
}
// The failed tests by name, so the end of a CI log says what broke without scrolling.
const failures = [
  ...new Set(
    text
      .split('\n')
      .filter((line) => /(?:^|\s)(?:FAIL|✗|×)\s+\S/.test(line) && !/Tests\s/.test(line))
      .map((line) => line.trim()),
  ),
];
for (const line of failures.slice(0, 30)) console.log(`failed: ${line}`);
// Browser tests that passed only when run a second time: named, so they get mended.
const flaky = [
  ...new Set(
    text
      .split('\n')
      .filter((line) => /⚠ flaky: /.test(line))
      .map((l) => l.trim()),
  ),
];
for (const line of flaky.slice(0, 30)) console.log(line.slice(line.indexOf('flaky')));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
