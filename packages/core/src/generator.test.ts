/**
 * `npx nx g @gridplay/core:game <name>` creates a working, tested game package that the apps pick
 * up with no edit elsewhere: generate a throwaway game, check discovery (what the server lists)
 * and the web app's game list see it, run its own tests, then remove it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import type { GameModule } from './contract/game-module';
import { discoverGamePackages, findWorkspaceRoot } from './discovery';
import { installedGamesSource } from './vite-plugin';

const root = findWorkspaceRoot(__dirname);
const id = `zz-throwaway-${process.pid}`;
const dir = join(root, 'packages', `games-${id}`);

describe('the game generator', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'creates a package that discovery, the server list and the web list all see',
    { timeout: 180_000 },
    async () => {
      execFileSync('npx', ['nx', 'g', '@gridplay/core:game', id, '--no-interactive'], {
        cwd: root,
        stdio: 'pipe',
      });
      expect(existsSync(join(dir, 'src', 'index.ts'))).toBe(true);

      const found = discoverGamePackages(root).find(
        (entry) => entry.packageName === `@gridplay/games-${id}`,
      );
      expect(found?.dir).toBe(dir);

      const module: GameModule = (await import(pathToFileURL(found!.modulePath).href)).default;
      expect(module?.meta.title).toBe(
        id
          .split('-')
          .map((w) => w[0].toUpperCase() + w.slice(1))
          .join(' '),
      );
      expect(module?.game.name).toBe(id);

      expect(installedGamesSource(root)).toContain(join(dir, 'src', 'meta.ts'));

      // Its own tests (rules + the conformance suite) pass as generated.
      const output = execFileSync('npx', ['vitest', 'run'], {
        cwd: dir,
        stdio: 'pipe',
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
      expect(output).toMatch(/Tests\s+\d+ passed \(\d+\)/);

      // And it passes the workspace's lint: ESLint and Prettier (throws on a finding).
      execFileSync('npx', ['eslint', dir], { cwd: root, stdio: 'pipe' });
      execFileSync('npx', ['prettier', '--check', dir], { cwd: root, stdio: 'pipe' });
    },
  );

  // Starting nx alone takes seconds, more on a busy machine: not the 5 s default.
  it('refuses a bad name without writing anything', { timeout: 60_000 }, () => {
    let refusal = '';
    try {
      execFileSync('npx', ['nx', 'g', '@gridplay/core:game', 'Bad_Name', '--no-interactive'], {
        cwd: root,
        stdio: 'pipe',
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      refusal = `${stdout ?? ''}${stderr ?? ''}`;
    }
    expect(refusal).toMatch(
      /'Bad_Name' should match the pattern|lower-case letters, digits and dashes/,
    );
    expect(existsSync(join(root, 'packages', 'games-Bad_Name'))).toBe(false);
  });
});
