#!/usr/bin/env node
// Adds up the test summaries in a test log and prints one closing line, "N passed, N failed",
// for the whole workspace: Vitest's ("Tests  12 passed | 1 failed (13)") and Playwright Test's
// list reporter's ("  98 passed (9.8m)", "  1 failed", "  2 flaky", each count followed by the
// tests' names). Lines may carry Nx's "@project: " prefix.
import { readFileSync } from 'node:fs';

// Colour codes are dropped first (ESC [ … m).
const text = readFileSync(process.argv[2], 'utf8').replace(
  new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
  '',
);
const lines = text.split('\n').map((line) => line.replace(/^@?[\w./-]+:\s/, ''));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of lines) {
  const match = /(?:^|\s)Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (!match) continue;
  passed += Number(/(\d+) passed/.exec(match[1])?.[1] ?? 0);
  failed += Number(/(\d+) failed/.exec(match[1])?.[1] ?? 0);
  skipped += Number(/(\d+) skipped/.exec(match[1])?.[1] ?? 0);
}

// Playwright's closing block: a count line, then (for failed and flaky) the tests' names, each
// "[project] › file:line:col › title", indented deeper and underlined with "─".
const playwright = { failed: [], flaky: [] };
let listing;
for (const line of lines) {
  const count =
    /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)(?: \([^)]*\))?\s*$/.exec(line);
  if (count) {
    const n = Number(count[1]);
    // A flaky test passed in the end; one that did not run counts as not passed.
    if (count[2] === 'passed' || count[2] === 'flaky') passed += n;
    else if (count[2] === 'skipped') skipped += n;
    else failed += n;
    listing = count[2] === 'failed' || count[2] === 'flaky' ? playwright[count[2]] : undefined;
    continue;
  }
  if (listing && /^\s+\[[^\]]+\] › /.test(line)) listing.push(line.replace(/\s*─+\s*$/, '').trim());
  else listing = undefined;
}

// The failed tests by name, so the end of a CI log says what broke without scrolling.
const failures = [
  ...new Set(
    lines
      .filter((line) => /(?:^|\s)(?:FAIL|✗|×)\s+\S/.test(line) && !/Tests\s/.test(line))
      .map((line) => line.trim()),
  ),
  ...new Set(playwright.failed),
];
for (const line of failures.slice(0, 30)) console.log(`failed: ${line}`);
// Browser tests that passed only when run a second time: named, so they get mended.
for (const line of [...new Set(playwright.flaky)].slice(0, 30)) console.log(`flaky: ${line}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
