#!/usr/bin/env node
// `npm run balance -- <game> [--games N] [--bot random|easy|normal|hard] [--option k=v …]`:
// self-play balance report for a game designer (see packages/tools/src/balance/cli.ts). Runs the
// TypeScript entry under tsx with NODE_ENV=production (boardgame.io's quiet, fast reducer).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    join(root, 'packages', 'tools', 'src', 'balance', 'cli.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: process.cwd(), stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
process.exit(result.status ?? 1);
