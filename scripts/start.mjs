#!/usr/bin/env node
// `npm start`: build what is missing (the web app), then serve web app + lobby server on one port
// (PORT, default 8000) with the embedded SQLite database under ./data. No other setup.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps', 'web', 'dist', 'index.html');

if (!existsSync(webIndex) || process.argv.includes('--rebuild')) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@gridplay/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '8000';
console.log(`Starting Gridplay on http://localhost:${port}`);
const server = spawn(
  process.execPath,
  [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(root, 'apps', 'server', 'src', 'main.ts'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
