/**
 * `npm run dev`: Vite's dev server (with its hot-reload client) in front of the server, which
 * restarts when a game's rules or meta change. A throwaway game package is generated, the dev
 * loop started on free ports, the game's meta edited, and the lobby API — asked through Vite's
 * proxy — must list the new title. Everything started is stopped and removed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const id = `zz-dev-${process.pid}`;
const gameDir = join(root, 'packages', `games-${id}`);
const dataDir = mkdtempSync(join(tmpdir(), 'gridplay-dev-'));
let dev: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The titles the lobby lists, asked through Vite's proxy; undefined while either is not up. */
async function lobbyTitles(webPort: number): Promise<string[] | undefined> {
  try {
    const response = await fetch(`http://localhost:${webPort}/api/games`);
    if (!response.ok) return undefined;
    return ((await response.json()) as { title: string }[]).map((game) => game.title);
  } catch {
    return undefined;
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

afterAll(async () => {
  // The dev loop runs in its own process group: stop it and every process it started.
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  rmSync(gameDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it(
    "serves the web app with hot reload and restarts the server when a game's meta changes",
    { timeout: 240_000 },
    async () => {
      execFileSync('npx', ['nx', 'g', '@gridplay/tools:game', id, '--no-interactive'], {
        cwd: root,
        stdio: 'pipe',
      });
      const [port, webPort] = [await freePort(), await freePort()];
      dev = spawn(
        process.execPath,
        [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'dev.ts')],
        {
          cwd: root,
          detached: true,
          stdio: 'ignore',
          env: { ...process.env, PORT: String(port), WEB_PORT: String(webPort), DATA_DIR: dataDir },
        },
      );

      const title = `Zz Dev ${process.pid}`;
      expect(await waitFor('the lobby through Vite', () => lobbyTitles(webPort))).toContain(title);
      const page = await (await fetch(`http://localhost:${webPort}/`)).text();
      expect(page).toContain('/@vite/client');

      const meta = join(gameDir, 'src', 'meta.ts');
      writeFileSync(meta, readFileSync(meta, 'utf8').replace(title, 'Renamed While Running'));
      await waitFor('the restarted server', async () =>
        (await lobbyTitles(webPort))?.includes('Renamed While Running') ? true : undefined,
      );
    },
  );
});
