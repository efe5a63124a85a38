/**
 * `npm run dev`: the server and the web app with hot reload, for working on a game.
 *
 * - The web app runs on Vite's dev server (WEB_PORT, default 5173; open this one): a change to a
 *   board, to the web app or to the table pieces shows at once (hot module replacement). It
 *   proxies the lobby API and the sockets to the server.
 * - The server runs under `tsx watch` (PORT, default 8000): a change to a game's rules or meta,
 *   to core or to the server restarts it; so does a change to a RULES.md, which it reads as text.
 *
 * Ctrl-C stops both; when one stops, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** A package's folder, as the web app (or these scripts) would resolve it. */
const packageDir = (name: string, from = import.meta.url) =>
  dirname(createRequire(from).resolve(`${name}/package.json`));
const port = process.env.PORT ?? '8000';
const webPort = process.env.WEB_PORT ?? '5173';

const server = spawn(
  process.execPath,
  [
    join(packageDir('tsx'), 'dist', 'cli.mjs'),
    'watch',
    '--clear-screen=false',
    '--include',
    'packages/*/RULES.md',
    join(root, 'apps', 'server', 'src', 'main.ts'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      NODE_ENV: 'development',
      // The browser's pages come from Vite's port: its sockets must be let in.
      ORIGINS: process.env.ORIGINS ?? `http://localhost:${webPort},http://localhost:${port}`,
    },
  },
);

const web = spawn(
  process.execPath,
  [
    join(packageDir('vite', join(root, 'apps', 'web', 'package.json')), 'bin', 'vite.js'),
    '--configLoader',
    'runner',
    '--port',
    webPort,
    '--strictPort',
  ],
  {
    cwd: join(root, 'apps', 'web'),
    stdio: 'inherit',
    env: { ...process.env, GRIDPLAY_SERVER: `http://localhost:${port}` },
  },
);

console.log(
  `Gridplay dev: open http://localhost:${webPort} (server on port ${port}; Ctrl-C stops both)`,
);

const children: ChildProcess[] = [server, web];
let stopping = false;
let exitCode = 0;
function stopAll(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    // The first to stop on its own (a crash, a port in use) sets the exit code for both.
    if (!stopping) exitCode = code ?? 1;
    stopAll('SIGTERM');
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null))
      process.exit(exitCode);
  });
}
