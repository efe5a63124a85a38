/**
 * `npm start`: build the web app when it is missing or older than its sources (see
 * web-build-stamp.ts), then serve web app + lobby server on one port (PORT, default 8000) with
 * the embedded SQLite database under ./data. No other setup. `-- --rebuild` forces a build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFreshWebBuild } from './web-build-stamp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

ensureFreshWebBuild(
  root,
  (reason) => {
    console.log(`Building the web app (${reason})…`);
    const build = spawnSync('npm', ['run', 'build', '-w', '@gridplay/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  },
  process.argv.includes('--rebuild'),
);

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
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
