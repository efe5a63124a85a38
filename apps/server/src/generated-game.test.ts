/**
 * Adding a game is adding a package: `npx nx g @gridplay/tools:game <name>` writes a package that
 * the real server lists and serves, and that the web app's game list (the Vite plugin both the
 * dev server and the build use) includes — with no edit anywhere else. The package is removed
 * afterwards.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '@gridplay/core/discovery';
import { installedGamesSource } from '@gridplay/tools/vite';
import { loadInstalledGames } from './games/installed-games';
import { startTestServer, type RunningServer } from './testing/in-process-server';

const root = findWorkspaceRoot(__dirname);
const id = `zz-generated-${process.pid}`;
const dir = join(root, 'packages', `games-${id}`);
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a generated game package', () => {
  it('is listed by the server and offered by the web app', { timeout: 120_000 }, async () => {
    execFileSync('npx', ['nx', 'g', '@gridplay/tools:game', id, '--no-interactive'], {
      cwd: root,
      stdio: 'pipe',
    });

    const { games } = await loadInstalledGames(root);
    server = await startTestServer({ games });
    expect(await (await fetch(`${server.url}/games`)).json()).toContain(id);
    const metas: { id: string; players: unknown }[] = await (
      await fetch(`${server.url}/api/games`)
    ).json();
    expect(metas.find((meta) => meta.id === id)).toMatchObject({ id, players: { min: 2, max: 4 } });
    const rules = await (await fetch(`${server.url}/api/games/${id}/rules`)).text();
    expect(rules).toMatch(/brings the pile to \*\*31 or more\*\* loses/);

    // A match of it can be created through the lobby API.
    const created = await fetch(`${server.url}/games/${id}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2 }),
    });
    expect(created.status).toBe(200);
    expect((await created.json()).matchID).toEqual(expect.any(String));

    expect(installedGamesSource(root)).toContain(join(dir, 'src', 'index.ts'));
  });
});
