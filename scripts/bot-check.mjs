#!/usr/bin/env node
// `npm run bot-check -- <game> [--games N] [--levels easy,normal] [--vs random,policy]`:
// the game's bot levels against random play and its own policy (packages/bots/src/bot-check.ts).
// Runs the TypeScript entry under tsx with NODE_ENV=production (boardgame.io's quiet, fast reducer).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    join(root, 'packages', 'bots', 'src', 'bot-check-cli.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: process.cwd(), stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
process.exit(result.status ?? 1);
